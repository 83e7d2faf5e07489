import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  maskCep,
  maskCpfCnpj,
} from '../documents';

describe('Brazilian documents', () => {
  it('should accept CPFs with valid check digits and reject the rest', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('123')).toBe(false);
  });

  it('should accept CNPJs with valid check digits and reject the rest', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('should mask CPF, CNPJ and CEP as the person types', () => {
    expect(maskCpfCnpj('5299822')).toBe('529.982.2');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
  });
});
