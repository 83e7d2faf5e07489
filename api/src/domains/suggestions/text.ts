// How bank texts, spreadsheet descriptions and fiscal names are compared, here and in the
// imports: one normalisation, so a rule, the learner and the matching all read "Energia
// Elétrica", "ENERGIA ELETRICA" and "energia-eletrica" as the same words.

/** Upper case, no accents, no punctuation, single spaces. */
export function normaliseDescription(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Words of a bank text that say nothing about what was paid (PIX, TED, PAG…). */
const GENERIC_WORDS = new Set(
  'PIX TED DOC TEF PAG PAGTO PAGAMENTO PGTO BOLETO BOLETOS TRANSF TRANSFERENCIA DEB DEBITO CRED CREDITO AUT AUTOMATICO COMPRA CARTAO RECEBIDO RECEBIDA ENVIADO ENVIADA LTDA EIRELI ME EPP SA CONTA DE DA DO DOS DAS PARA COM EM NO NA SISPAG TIT TITULO QRCODE QR CODE INT INTERNET ELETRONICO BCO BANCO'.split(
    ' ',
  ),
);

/** The words of a description that can tell one payee from another. */
export function significantWords(text: string): string[] {
  return [...new Set(normaliseDescription(text).split(' '))].filter(
    (word) => word.length >= 3 && !GENERIC_WORDS.has(word) && !/^\d+$/.test(word),
  );
}
