import { payeeWords } from '../rule-from-line';

describe('payee words of a bank line', () => {
  it.each([
    ['PIX ENVIADO 12/10 CEMIG DISTRIBUICAO SA 06981180000116', 'CEMIG DISTRIBUICAO SA'],
    ['PAG BOLETO ENERGIA ELETRICA', 'ENERGIA ELETRICA'],
    ['TED 341 0001 FORNECEDOR ALFA LTDA', 'FORNECEDOR ALFA LTDA'],
    ['PIX RECEBIDO PADARIA', 'PADARIA'],
    ['TAR PACOTE ITAU', 'TAR PACOTE ITAU'],
    ['DEB AUTOMATICO VIVO FIXO', 'VIVO FIXO'],
    ['PIX ENVIADO', 'PIX ENVIADO'],
  ])('should read %s as %s', (description, payee) => {
    expect(payeeWords(description)).toBe(payee);
  });
});
