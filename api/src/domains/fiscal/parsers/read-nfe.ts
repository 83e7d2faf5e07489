import { nfeKeyIsValid, nfeKeyParts } from './access-keys';
import type { FiscalItem, FiscalParty, NfeTaxes, ParsedNfe } from './types';
import type { XmlNode } from './xml-values';
import {
  FiscalContentError,
  address,
  attribute,
  brazilianDocument,
  cents,
  centsOf,
  child,
  children,
  date,
  dateTime,
  dayInSaoPaulo,
  environment,
  required,
  text,
} from './xml-values';

// NF-e 4.00, modelo 55 (MOC 7.0, Anexo I). The tags read here are the layout's; the rest of the
// document (transport, payment means, signature) matters to no payable or receivable.

/** cStat of protNFe: 100 autorizado o uso, 150 autorizado fora de prazo. */
const AUTHORISED = new Set(['100', '150']);

function party(node: XmlNode | null, addressName: string, where: string): FiscalParty | null {
  if (!node) return null;
  const document = brazilianDocument(node, where);
  const foreignId = document === null ? text(node, 'idEstrangeiro') : null;
  if (document === null && node['idEstrangeiro'] === undefined) {
    throw new FiscalContentError(`não tem CNPJ nem CPF em ${where}`);
  }
  return {
    document: document ?? '',
    foreignId,
    name: required(node, 'xNome', where),
    tradeName: text(node, 'xFant'),
    address: address(child(node, addressName)),
    email: text(node, 'email'),
  };
}

function item(det: XmlNode, index: number): FiscalItem {
  const where = `det[${attribute(det, 'nItem') ?? index + 1}]/prod`;
  const prod = child(det, 'prod');
  if (!prod) throw new FiscalContentError(`não tem ${where}`);
  return {
    code: required(prod, 'cProd', where),
    description: required(prod, 'xProd', where),
    ncm: text(prod, 'NCM'),
    cfop: text(prod, 'CFOP'),
    quantity: required(prod, 'qCom', where),
    unit: required(prod, 'uCom', where),
    unitValue: required(prod, 'vUnCom', where),
    totalCents: cents(required(prod, 'vProd', where), `${where}/vProd`),
  };
}

function taxes(icmsTot: XmlNode): NfeTaxes {
  const of = (name: string) => centsOf(icmsTot, name, 'ICMSTot');
  return {
    icmsCents: of('vICMS'),
    icmsStCents: of('vST'),
    ipiCents: of('vIPI'),
    pisCents: of('vPIS'),
    cofinsCents: of('vCOFINS'),
    freightCents: of('vFrete'),
    insuranceCents: of('vSeg'),
    discountCents: of('vDesc'),
    otherCents: of('vOutro'),
    productsCents: of('vProd'),
  };
}

function protocol(protNFe: XmlNode | null, key: string): ParsedNfe['protocol'] {
  if (!protNFe) return null;
  const infProt = child(protNFe, 'infProt');
  const status = required(infProt, 'cStat', 'protNFe/infProt');
  const reason = text(infProt, 'xMotivo') ?? '';
  if (!AUTHORISED.has(status)) {
    throw new FiscalContentError(`é de uma NF-e não autorizada pela SEFAZ (${status}: ${reason})`);
  }
  if (text(infProt, 'chNFe') !== key) {
    throw new FiscalContentError('tem um protocolo de autorização de outra NF-e (chNFe diferente)');
  }
  return {
    number: required(infProt, 'nProt', 'protNFe/infProt'),
    status,
    reason,
    at: dateTime(required(infProt, 'dhRecbto', 'protNFe/infProt'), 'dhRecbto'),
  };
}

function checkKey(infNFe: XmlNode, ide: XmlNode, issuerDocument: string): string {
  const id = attribute(infNFe, 'Id') ?? '';
  const key = id.replace(/^NFe/, '');
  if (!id.startsWith('NFe') || !nfeKeyIsValid(key)) {
    throw new FiscalContentError(`tem uma chave de acesso inválida: "${id}"`);
  }
  const parts = nfeKeyParts(key);
  const sameNumber =
    Number(parts.number) === Number(text(ide, 'nNF')) &&
    Number(parts.series) === Number(text(ide, 'serie'));
  if (parts.document !== issuerDocument.padStart(14, '0') || !sameNumber) {
    throw new FiscalContentError(
      `tem uma chave de acesso (${key}) que não corresponde ao emitente, número ou série da nota`,
    );
  }
  return key;
}

/** `nfe` is the NFe element; `protNFe` is null for a bare NFe without its authorisation. */
export function readNfe(nfe: XmlNode, protNFe: XmlNode | null): ParsedNfe {
  const infNFe = child(nfe, 'infNFe');
  const ide = child(infNFe, 'ide');
  if (!infNFe || !ide) throw new FiscalContentError('não tem NFe/infNFe/ide');
  const model = text(ide, 'mod');
  if (model !== '55') {
    const name =
      model === '65' ? 'uma NFC-e (modelo 65)' : `um documento de modelo ${model ?? '?'}`;
    throw new FiscalContentError(`é ${name}: só NF-e modelo 55 é aceita`);
  }
  const issuer = party(child(infNFe, 'emit'), 'enderEmit', 'emit');
  if (!issuer) throw new FiscalContentError('não tem o emitente (emit)');
  const key = checkKey(infNFe, ide, issuer.document);
  const icmsTot = child(child(infNFe, 'total'), 'ICMSTot');
  if (!icmsTot) throw new FiscalContentError('não tem total/ICMSTot');
  const issuedAt = dateTime(required(ide, 'dhEmi', 'ide'), 'ide/dhEmi');
  return {
    kind: 'nfe',
    key,
    number: required(ide, 'nNF', 'ide'),
    series: required(ide, 'serie', 'ide'),
    issuedAt,
    issuedOn: dayInSaoPaulo(issuedAt),
    issuer,
    recipient: party(child(infNFe, 'dest'), 'enderDest', 'dest'),
    totalCents: cents(required(icmsTot, 'vNF', 'ICMSTot'), 'ICMSTot/vNF'),
    installments: children(child(infNFe, 'cobr'), 'dup').map((dup, index) => ({
      number: text(dup, 'nDup') ?? String(index + 1).padStart(3, '0'),
      dueDate: date(required(dup, 'dVenc', 'cobr/dup'), 'cobr/dup/dVenc'),
      amountCents: cents(required(dup, 'vDup', 'cobr/dup'), 'cobr/dup/vDup'),
    })),
    items: children(infNFe, 'det').map(item),
    taxes: taxes(icmsTot),
    protocol: protocol(protNFe, key),
    environment: environment(text(ide, 'tpAmb'), 'ide/tpAmb'),
  };
}
