import {
  BANKS,
  PARTICIPANTS_AS_OF,
  bankByCode,
  bankByIspb,
  bankLabel,
  bankNameWithCode,
  searchBanks,
} from '../index';

describe('banks by name', () => {
  // Published by the Central Bank (ParticipantesSTR.csv): COMPE code and ISPB of each.
  it.each([
    ['001', '00000000', 'Banco do Brasil'],
    ['341', '60701190', 'Itaú Unibanco'],
    ['260', '18236120', 'Nu Pagamentos (Nubank)'],
    ['104', '00360305', 'Caixa Econômica Federal'],
    ['237', '60746948', 'Bradesco'],
  ])('should find %s by code and by its ISPB %s', (code, ispb, name) => {
    expect(bankByCode(code)).toMatchObject({ code, ispb, name });
    expect(bankByIspb(ispb)?.code).toBe(code);
  });

  it('should read a code written without or with extra leading zeros, as OFX files do', () => {
    expect(bankByCode('1')?.ispb).toBe('00000000');
    expect(bankByCode('0341')?.ispb).toBe('60701190');
    expect(bankByCode(' 237 ')?.code).toBe('237');
  });

  it('should answer null for what is not a participant', () => {
    expect(bankByCode('999')).toBeNull();
    expect(bankByCode('abc')).toBeNull();
    expect(bankByCode('')).toBeNull();
    expect(bankByCode(null)).toBeNull();
    expect(bankByIspb('123')).toBeNull();
    expect(bankByIspb('99999999')).toBeNull();
  });

  it('should hold the whole list, each code and ISPB once, with its date', () => {
    expect(BANKS.length).toBeGreaterThan(300);
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(BANKS.length);
    expect(new Set(BANKS.map((bank) => bank.ispb)).size).toBe(BANKS.length);
    expect(BANKS.every((bank) => /^\d{3}$/.test(bank.code) && /^\d{8}$/.test(bank.ispb))).toBe(
      true,
    );
    expect(PARTICIPANTS_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('should name a bank without a common name by its long name from the list', () => {
    const bank = bankByCode('376');
    expect(bank?.name).toBe(bank?.longName);
    expect(bank?.longName).toMatch(/J\.P\. MORGAN/);
  });

  it('should label a bank by code and name, and a statement bank by name and code', () => {
    const itau = bankByCode('341');
    expect(itau && bankLabel(itau)).toBe('341 – Itaú Unibanco');
    expect(bankNameWithCode('341')).toBe('Itaú Unibanco (341)');
    expect(bankNameWithCode('999')).toBe('banco 999');
  });
});

describe('searchBanks', () => {
  const codes = (query: string, limit = 5) => searchBanks(query, limit).map((bank) => bank.code);

  it('should put the bank people mean first when many names hold the word', () => {
    // Several participants carry "Itaú" (Itaú Consignado 029, Itaú BBA 184…): 341 comes first.
    expect(codes('itau')[0]).toBe('341');
    expect(codes('ITAÚ')[0]).toBe('341');
    expect(codes('itau', 50).length).toBeGreaterThan(1);
    expect(codes('bradesco')[0]).toBe('237');
    expect(codes('nubank')).toEqual(['260']);
    expect(codes('caixa')[0]).toBe('104');
  });

  it('should put an exact code before codes that start with it', () => {
    expect(codes('341')[0]).toBe('341');
    expect(codes('1')[0]).toBe('001');
    expect(codes('00')).toEqual(expect.arrayContaining(['001', '004']));
  });

  it('should find the label the field shows once a bank is chosen', () => {
    expect(codes('341 – Itaú Unibanco')).toEqual(['341']);
  });

  it('should answer every bank for an empty query and nothing for a name no bank has', () => {
    expect(searchBanks('').length).toBe(BANKS.length);
    expect(searchBanks('  ', 3).length).toBe(3);
    expect(searchBanks('zzzz banco inexistente')).toEqual([]);
  });
});
