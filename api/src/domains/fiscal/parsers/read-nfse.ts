import { nfseKeyIsValid, nfseKeyParts } from './access-keys';
import type { FiscalParty, ParsedNfse, RetentionKind } from './types';
import type { XmlNode } from './xml-values';
import {
  FiscalContentError,
  address,
  attribute,
  brazilianDocument,
  cents,
  centsOf,
  child,
  date,
  dateTime,
  dayInSaoPaulo,
  environment,
  required,
  text,
} from './xml-values';

// NFS-e Padrão Nacional (leiaute 1.00/1.01, namespace http://www.sped.fazenda.gov.br/nfse):
// infNFSe holds what the Sefin (or the municipality) added — number, dhProc, emitente, the final
// values — and DPS/infDPS the provider's declaration: dates, parties, service and taxes.

/** infNFSe/cStat: 100 gerada, 101 de substituição, 102 de decisão judicial, 103 avulsa. */
const ISSUED = new Set(['100', '101', '102', '103']);
/** tribMun/tpRetISSQN: 1 não retido, 2 retido pelo tomador, 3 retido pelo intermediário. */
const ISS_WITHHELD = new Set(['2', '3']);
/**
 * tribFed/piscofins/tpRetPisCofins (TSTipoRetPISCofins, NT 007 widened it from 1/2 to 0–9): which
 * of PIS, COFINS and CSLL the taker withheld. Absent, nothing was withheld: vPis and vCofins are
 * then the provider's own contributions.
 */
const WITHHELD_BY_CODE: Record<string, readonly RetentionKind[]> = {
  '0': [],
  '1': ['pis', 'cofins'],
  '2': [],
  '3': ['pis', 'cofins', 'csll'],
  '4': ['pis', 'cofins'],
  '5': ['pis'],
  '6': ['cofins'],
  '7': ['cofins', 'csll'],
  '8': ['csll'],
  '9': ['pis', 'csll'],
};
/** Codes that say the CSLL was not withheld; under 1 and 2 (layout 1.00) vRetCSLL stands alone. */
const CSLL_NOT_WITHHELD = new Set(['0', '4', '5', '6']);

function party(node: XmlNode | null, addressNode: XmlNode | null, where: string): FiscalParty {
  const document = brazilianDocument(node, where);
  const foreignId = document === null ? text(node, 'NIF') : null;
  if (document === null && foreignId === null && text(node, 'cNaoNIF') === null) {
    throw new FiscalContentError(`não tem CNPJ, CPF nem NIF em ${where}`);
  }
  return {
    document: document ?? '',
    foreignId,
    name: text(node, 'xNome') ?? '',
    tradeName: text(node, 'xFant'),
    address: addressNode ? address({ ...addressNode, ...child(addressNode, 'endNac') }) : null,
    email: text(node, 'email'),
  };
}

function retentions(infDPS: XmlNode, issCents: number): ParsedNfse['retentions'] {
  const trib = child(child(infDPS, 'valores'), 'trib');
  const tribFed = child(trib, 'tribFed');
  const piscofins = child(tribFed, 'piscofins');
  const where = 'tribFed';
  const code = text(piscofins, 'tpRetPisCofins');
  const withheld = new Set(code === null ? [] : (WITHHELD_BY_CODE[code] ?? []));
  const found: ParsedNfse['retentions'] = [];
  const add = (kind: RetentionKind, amountCents: number) => {
    if (amountCents > 0) found.push({ kind, amountCents });
  };
  if (ISS_WITHHELD.has(text(child(trib, 'tribMun'), 'tpRetISSQN') ?? '')) add('iss', issCents);
  add('irrf', centsOf(tribFed, 'vRetIRRF', where));
  if (withheld.has('pis')) add('pis', centsOf(piscofins, 'vPis', `${where}/piscofins`));
  if (withheld.has('cofins')) add('cofins', centsOf(piscofins, 'vCofins', `${where}/piscofins`));
  if (code === null || !CSLL_NOT_WITHHELD.has(code))
    add('csll', centsOf(tribFed, 'vRetCSLL', where));
  add('inss', centsOf(tribFed, 'vRetCP', where));
  return found;
}

function checkKey(infNFSe: XmlNode, number: string, provider: FiscalParty): string {
  const id = attribute(infNFSe, 'Id') ?? '';
  const key = id.replace(/^NFS/, '');
  if (!id.startsWith('NFS') || !nfseKeyIsValid(key)) {
    throw new FiscalContentError(`tem uma chave de acesso inválida: "${id}"`);
  }
  const parts = nfseKeyParts(key);
  if (
    parts.document !== provider.document.padStart(14, '0') ||
    Number(parts.number) !== Number(number)
  ) {
    throw new FiscalContentError(
      `tem uma chave de acesso (${key}) que não corresponde ao emitente ou ao número da nota`,
    );
  }
  return key;
}

export function readNfse(nfse: XmlNode): ParsedNfse {
  const infNFSe = child(nfse, 'infNFSe');
  const infDPS = child(child(infNFSe, 'DPS'), 'infDPS');
  if (!infNFSe || !infDPS) throw new FiscalContentError('não tem infNFSe/DPS/infDPS');
  const status = text(infNFSe, 'cStat');
  if (status !== null && !ISSUED.has(status)) {
    throw new FiscalContentError(`é de uma NFS-e em situação ${status}, não gerada`);
  }
  const emit = child(infNFSe, 'emit');
  const prest = child(infDPS, 'prest');
  const provider = party(emit ?? prest, child(emit, 'enderNac') ?? child(prest, 'end'), 'emit');
  const number = required(infNFSe, 'nNFSe', 'infNFSe');
  const key = checkKey(infNFSe, number, provider);
  const toma = child(infDPS, 'toma');
  const values = child(infNFSe, 'valores');
  const issCents = centsOf(values, 'vISSQN', 'infNFSe/valores');
  const servicePrice = child(child(infDPS, 'valores'), 'vServPrest');
  const service = child(child(infDPS, 'serv'), 'cServ');
  const issuedAt = dateTime(required(infDPS, 'dhEmi', 'infDPS'), 'infDPS/dhEmi');
  return {
    kind: 'nfse',
    key,
    number,
    dpsNumber: text(infDPS, 'nDPS'),
    dpsSeries: text(infDPS, 'serie'),
    issuedAt,
    issuedOn: dayInSaoPaulo(issuedAt),
    competence: date(required(infDPS, 'dCompet', 'infDPS'), 'infDPS/dCompet'),
    provider,
    taker: toma ? party(toma, child(toma, 'end'), 'toma') : null,
    municipalityCode: text(infNFSe, 'cLocIncid') ?? text(infDPS, 'cLocEmi'),
    serviceCode: text(service, 'cTribNac'),
    serviceDescription: required(service, 'xDescServ', 'serv/cServ'),
    grossCents: cents(required(servicePrice, 'vServ', 'vServPrest'), 'vServPrest/vServ'),
    netCents: cents(required(values, 'vLiq', 'infNFSe/valores'), 'infNFSe/valores/vLiq'),
    issCents,
    retentions: retentions(infDPS, issCents),
    environment: environment(text(infDPS, 'tpAmb'), 'infDPS/tpAmb'),
  };
}
