import { createBankAccountBody, updateBankAccountBody } from '../bank-accounts';
import { formatPixKey, normalizePixKey, parsePixKey } from '../pix-key';

const account = {
  name: 'Itaú movimento',
  bank_code: '341',
  bank_name: 'Itaú Unibanco',
  agency: '1234',
  account_number: '56789',
  account_digit: '0',
  type: 'corrente',
  opening_balance_date: '2026-01-01',
};

describe('pix keys', () => {
  it('should normalise each kind as the DICT stores it', () => {
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('cpf', ' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizePixKey('email', 'Financeiro@Empresa.COM')).toBe('financeiro@empresa.com');
    expect(normalizePixKey('phone', '(61) 91234-5678')).toBe('+5561912345678');
    expect(normalizePixKey('phone', '+55 61 91234-5678')).toBe('+5561912345678');
    expect(normalizePixKey('phone', '55 (11) 3456-7890')).toBe('+551134567890');
    expect(normalizePixKey('random', '123E4567-E89B-12D3-A456-426614174000')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    );
  });

  it('should refuse what is not a key of the chosen kind', () => {
    expect(normalizePixKey('cnpj', '11.222.333/0001-82')).toBeNull();
    expect(normalizePixKey('cnpj', '52998224725')).toBeNull();
    expect(normalizePixKey('cpf', '111.111.111-11')).toBeNull();
    expect(normalizePixKey('cpf', '529982247-25a')).toBeNull();
    expect(normalizePixKey('email', `${'a'.repeat(68)}@ex.com.br`)).toBeNull();
    expect(normalizePixKey('email', 'sem-arroba')).toBeNull();
    expect(normalizePixKey('phone', '(10) 91234-5678')).toBeNull();
    expect(normalizePixKey('phone', '(61) 1234-567')).toBeNull();
    expect(normalizePixKey('phone', '+1 415 555 0100')).toBeNull();
    expect(normalizePixKey('phone', '+55 61 912345678901')).toBeNull();
    expect(normalizePixKey('random', '123e4567e89b12d3a456426614174000')).toBeNull();
    expect(normalizePixKey('random', '123e4567-e89b-12d3-a456-42661417400g')).toBeNull();
  });

  it('should still detect the kind of a contact key', () => {
    expect(parsePixKey('+55 61 91234-5678')).toEqual({ key: '+5561912345678', type: 'phone' });
    expect(parsePixKey('529.982.247-25')).toEqual({ key: '52998224725', type: 'cpf' });
    expect(parsePixKey('11222333000181')).toEqual({ key: '11222333000181', type: 'cnpj' });
    expect(parsePixKey('(61) 91234-5678')).toBeNull();
  });

  it('should format keys as people read them', () => {
    expect(formatPixKey('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('cpf', '52998224725')).toBe('529.982.247-25');
    expect(formatPixKey('phone', '+5561912345678')).toBe('+55 (61) 91234-5678');
    expect(formatPixKey('phone', '+551134567890')).toBe('+55 (11) 3456-7890');
    expect(formatPixKey('email', 'a@b.com')).toBe('a@b.com');
  });
});

describe('bank account bodies with a Pix key', () => {
  it('should take both or neither, normalising the key', () => {
    expect(
      createBankAccountBody.parse({
        ...account,
        pix_key_type: 'phone',
        pix_key: '(61) 91234-5678',
      }),
    ).toMatchObject({ pix_key_type: 'phone', pix_key: '+5561912345678' });
    expect(createBankAccountBody.parse(account)).not.toHaveProperty('pix_key');
    expect(updateBankAccountBody.parse({ pix_key_type: null, pix_key: '' })).toEqual({
      pix_key_type: null,
      pix_key: null,
    });
    const half = updateBankAccountBody.safeParse({ pix_key: '52998224725' });
    expect(half.error?.issues[0]).toMatchObject({
      path: ['pix_key_type'],
      message: 'Informe o tipo e a chave Pix juntos, ou nenhum dos dois',
    });
    const wrong = updateBankAccountBody.safeParse({ pix_key_type: 'cnpj', pix_key: '52998224725' });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['pix_key'],
      message: 'CNPJ inválido: confira os 14 dígitos',
    });
  });
});
