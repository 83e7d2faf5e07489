export interface FiscalAddress {
  street: string | null;
  number: string | null;
  complement: string | null;
  neighbourhood: string | null;
  city: string | null;
  /** IBGE municipality code (cMun): the NFS-e carries only this, never the city's name. */
  cityCode: string | null;
  state: string | null;
  zipCode: string | null;
}

export interface FiscalParty {
  /**
   * CNPJ (14) or CPF (11), without punctuation; '' for a foreign party. Digits today; from July
   * 2026 the Receita also issues alphanumeric CNPJs (IN RFB 2.229/2024), so the first 12 places
   * may be uppercase letters.
   */
  document: string;
  /** idEstrangeiro (NF-e) or NIF (NFS-e) of a party without a Brazilian document. */
  foreignId: string | null;
  name: string;
  tradeName: string | null;
  address: FiscalAddress | null;
  email: string | null;
}

export interface FiscalInstallment {
  number: string;
  /** yyyy-mm-dd */
  dueDate: string;
  amountCents: number;
}

export interface FiscalItem {
  code: string;
  description: string;
  ncm: string | null;
  cfop: string | null;
  /** Decimal text exactly as in the XML: quantities and unit values carry up to 10 places. */
  quantity: string;
  unit: string;
  unitValue: string;
  totalCents: number;
}

/** From total/ICMSTot. */
export interface NfeTaxes {
  icmsCents: number;
  icmsStCents: number;
  ipiCents: number;
  pisCents: number;
  cofinsCents: number;
  freightCents: number;
  insuranceCents: number;
  discountCents: number;
  otherCents: number;
  productsCents: number;
}

export type FiscalEnvironment = 'production' | 'homologation';

export interface ParsedNfe {
  kind: 'nfe';
  /** 44 characters */
  key: string;
  number: string;
  series: string;
  /** ISO with offset, as in dhEmi */
  issuedAt: string;
  /** yyyy-mm-dd in America/Sao_Paulo */
  issuedOn: string;
  issuer: FiscalParty;
  recipient: FiscalParty | null;
  /** vNF */
  totalCents: number;
  /** cobr/dup, may be empty */
  installments: FiscalInstallment[];
  items: FiscalItem[];
  taxes: NfeTaxes;
  protocol: { number: string; status: string; reason: string; at: string } | null;
  environment: FiscalEnvironment;
}

export type RetentionKind = 'iss' | 'irrf' | 'pis' | 'cofins' | 'csll' | 'inss';

export interface ParsedNfse {
  kind: 'nfse';
  /** 50 characters */
  key: string;
  number: string;
  dpsNumber: string | null;
  dpsSeries: string | null;
  issuedAt: string;
  issuedOn: string;
  /** yyyy-mm-dd */
  competence: string;
  provider: FiscalParty;
  taker: FiscalParty | null;
  municipalityCode: string | null;
  serviceCode: string | null;
  serviceDescription: string;
  /** vServ */
  grossCents: number;
  /** vLiq */
  netCents: number;
  issCents: number;
  /** Only those > 0 that are withheld by the taker (or an intermediary). */
  retentions: { kind: RetentionKind; amountCents: number }[];
  environment: FiscalEnvironment;
}

export interface ParsedNfeCancellation {
  kind: 'nfe-cancellation';
  key: string;
  /** nProt of the event's registration (retEvento). */
  protocol: string | null;
  /** When SEFAZ registered the event (dhRegEvento), else when it was signed (dhEvento). */
  at: string;
  /** xJust */
  reason: string | null;
  /** nProt of the authorisation being cancelled (detEvento). */
  cancelledProtocol: string | null;
  environment: FiscalEnvironment;
}

export type FiscalDocument = ParsedNfe | ParsedNfse | ParsedNfeCancellation;

export type ReadFile =
  | {
      /** Path inside the ZIP, or the upload's name. */
      fileName: string;
      sha256: string;
      bytes: Buffer;
      ok: true;
      document: FiscalDocument;
    }
  | {
      fileName: string;
      ok: false;
      /** Portuguese, names the file. */
      message: string;
    };

export const MAX_FISCAL_DOCUMENTS = 1000;
export const MAX_FISCAL_UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * One XML. An NF-e has at most 990 items and SEFAZ takes messages of up to 500 KB, so 5 MB leaves
 * room for signatures and pretty-printing while keeping a single parse small.
 */
export const MAX_FISCAL_XML_BYTES = 5 * 1024 * 1024;
/** All XMLs inflated from the upload's ZIPs together: 1,000 large NF-e fit; a bomb does not. */
export const MAX_FISCAL_INFLATED_BYTES = 200 * 1024 * 1024;
/**
 * An NF-e deflates by a factor of 3 to a few tens (repetitive items); a ZIP entry that inflates
 * more than this, once past 1 MB, is a bomb rather than a tax document.
 */
export const MAX_FISCAL_ZIP_RATIO = 100;
/** ZIP entries of any kind (folders, PDFs…): stops a central directory of millions of names. */
export const MAX_FISCAL_ZIP_ENTRIES = 10 * MAX_FISCAL_DOCUMENTS;

/** The whole upload is refused: too many documents, too many bytes, or a ZIP bomb. */
export class FiscalUploadError extends Error {
  override name = 'FiscalUploadError';
}
