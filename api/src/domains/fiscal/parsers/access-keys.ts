// Check digits of the access keys (chaves de acesso).
//
// NF-e (MOC 7.0, Anexo I §5.4): 44 characters = cUF(2) AAMM(4) CNPJ/CPF(14) mod(2) serie(3)
// nNF(9) tpEmis(1) cNF(8) cDV(1); cDV is modulo 11 over the first 43 with weights 2..9 repeated
// from the right, DV = 11 − (sum mod 11), and 0 when that gives 10 or 11.
//
// NFS-e Padrão Nacional: 50 characters = cMun(7) ambGer(1) tpInsc(1) CNPJ/CPF(14) nNFSe(13)
// AAMM(4) código(9) DV(1). The national manual was not at hand; the same modulo 11 was confirmed
// against four published keys (Brasília, Itumbiara, Rio de Janeiro), which is why it is used.
//
// Letters count as their code minus 48, the rule the Receita set for alphanumeric CNPJs, so a key
// holding such a CNPJ is checked the same way; for digits this is the plain digit value.

const NFE_KEY = /^\d{6}[0-9A-Z]{12}\d{26}$/;
const NFSE_KEY = /^\d{7}[12][12][0-9A-Z]{12}\d{29}$/;

export function accessKeyCheckDigit(body: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = body.length - 1; index >= 0; index--) {
    sum += (body.charCodeAt(index) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

function checkDigitMatches(key: string): boolean {
  return accessKeyCheckDigit(key.slice(0, -1)) === Number(key.slice(-1));
}

export function nfeKeyIsValid(key: string): boolean {
  return NFE_KEY.test(key) && checkDigitMatches(key);
}

export function nfseKeyIsValid(key: string): boolean {
  return NFSE_KEY.test(key) && checkDigitMatches(key);
}

/** The parts of an NF-e key that the document must repeat. */
export function nfeKeyParts(key: string): {
  document: string;
  model: string;
  series: string;
  number: string;
} {
  return {
    document: key.slice(6, 20),
    model: key.slice(20, 22),
    series: key.slice(22, 25),
    number: key.slice(25, 34),
  };
}

export function nfseKeyParts(key: string): { document: string; number: string } {
  return { document: key.slice(9, 23), number: key.slice(23, 36) };
}
