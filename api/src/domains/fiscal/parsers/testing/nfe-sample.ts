import { accessKeyCheckDigit } from '../access-keys';
import type { RetentionKind } from '../types';

// Valid fiscal XMLs built from a few numbers, for tests, e2e and the reading bench: real layouts
// (NF-e 4.00 nfeProc, NFS-e Padrão Nacional, procEventoNFe) with correct access keys, without
// signatures (nothing here checks them).

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 12345 → "123.45": the layouts' decimal point, two places. */
export function decimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function withCheckDigit(body: string): string {
  return `${body}${accessKeyCheckDigit(body)}`;
}

export function sampleNfeKey(
  issuerCnpj: string,
  number: number,
  issuedAt: string,
  series = 1,
): string {
  const yymm = `${issuedAt.slice(2, 4)}${issuedAt.slice(5, 7)}`;
  const code = String((number * 7919) % 100_000_000).padStart(8, '0');
  return withCheckDigit(
    `35${yymm}${issuerCnpj.padStart(14, '0')}55${String(series).padStart(3, '0')}${String(number).padStart(9, '0')}1${code}`,
  );
}

export interface SampleNfeOptions {
  issuerCnpj: string;
  recipientCnpj: string;
  number: number;
  installments: { dueDate: string; amountCents: number }[];
  /** Product lines; 1 by default. */
  items?: number;
  /** Total when there are no installments; otherwise their sum. */
  totalCents?: number;
  issuedAt?: string;
  issuerName?: string;
  recipientName?: string;
}

function sampleItems(count: number, totalCents: number): string {
  const share = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, index) => {
    const cents = index === 0 ? totalCents - share * (count - 1) : share;
    return `<det nItem="${index + 1}"><prod><cProd>P${String(index + 1).padStart(4, '0')}</cProd><cEAN>SEM GTIN</cEAN><xProd>Produto ${index + 1}</xProd><NCM>84713012</NCM><CFOP>5102</CFOP><uCom>UN</uCom><qCom>1.0000</qCom><vUnCom>${decimal(cents)}</vUnCom><vProd>${decimal(cents)}</vProd><cEANTrib>SEM GTIN</cEANTrib><uTrib>UN</uTrib><qTrib>1.0000</qTrib><vUnTrib>${decimal(cents)}</vUnTrib><indTot>1</indTot></prod><imposto><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS></imposto></det>`;
  }).join('');
}

function sampleCobr(number: number, installments: SampleNfeOptions['installments'], total: number) {
  if (installments.length === 0) return '';
  const dups = installments
    .map(
      (installment, index) =>
        `<dup><nDup>${String(index + 1).padStart(3, '0')}</nDup><dVenc>${installment.dueDate}</dVenc><vDup>${decimal(installment.amountCents)}</vDup></dup>`,
    )
    .join('');
  return `<cobr><fat><nFat>${number}</nFat><vOrig>${decimal(total)}</vOrig><vDesc>0.00</vDesc><vLiq>${decimal(total)}</vLiq></fat>${dups}</cobr>`;
}

/** An authorised NF-e (nfeProc with protNFe cStat 100) in production. */
export function sampleNfeXml(options: SampleNfeOptions): string {
  const issuedAt = options.issuedAt ?? '2026-11-10T10:00:00-03:00';
  const total =
    options.installments.length > 0
      ? options.installments.reduce((sum, installment) => sum + installment.amountCents, 0)
      : (options.totalCents ?? 100_000);
  const key = sampleNfeKey(options.issuerCnpj, options.number, issuedAt);
  const amount = decimal(total);
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${key}" versao="4.00"><ide><cUF>35</cUF><cNF>${key.slice(35, 43)}</cNF><natOp>Venda de mercadoria</natOp><mod>55</mod><serie>1</serie><nNF>${options.number}</nNF><dhEmi>${issuedAt}</dhEmi><tpNF>1</tpNF><idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>1</tpImp><tpEmis>1</tpEmis><cDV>${key.slice(-1)}</cDV><tpAmb>1</tpAmb><finNFe>1</finNFe><indFinal>0</indFinal><indPres>9</indPres><procEmi>0</procEmi><verProc>fluxo-sample</verProc></ide><emit><CNPJ>${options.issuerCnpj}</CNPJ><xNome>${escape(options.issuerName ?? 'Fornecedora Exemplo Ltda')}</xNome><xFant>Fornecedora</xFant><enderEmit><xLgr>Rua Augusta</xLgr><nro>100</nro><xBairro>Consolação</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun><UF>SP</UF><CEP>01305000</CEP><cPais>1058</cPais><xPais>BRASIL</xPais></enderEmit><IE>111111111111</IE><CRT>1</CRT></emit><dest><CNPJ>${options.recipientCnpj}</CNPJ><xNome>${escape(options.recipientName ?? 'Cliente Exemplo S.A.')}</xNome><enderDest><xLgr>Avenida Paulista</xLgr><nro>1000</nro><xCpl>Andar 5</xCpl><xBairro>Bela Vista</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun><UF>SP</UF><CEP>01310100</CEP><cPais>1058</cPais><xPais>BRASIL</xPais></enderDest><indIEDest>9</indIEDest><email>financeiro@cliente.example</email></dest>${sampleItems(options.items ?? 1, total)}<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP><vBCST>0.00</vBCST><vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet><vProd>${amount}</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg><vDesc>0.00</vDesc><vII>0.00</vII><vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS><vOutro>0.00</vOutro><vNF>${amount}</vNF></ICMSTot></total><transp><modFrete>9</modFrete></transp>${sampleCobr(options.number, options.installments, total)}<pag><detPag><tPag>15</tPag><vPag>${amount}</vPag></detPag></pag></infNFe></NFe><protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${key}</chNFe><dhRecbto>${issuedAt}</dhRecbto><nProt>135${String(options.number).padStart(12, '0')}</nProt><digVal>c2FtcGxl</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`;
}

/** Which of PIS, COFINS and CSLL were withheld → tpRetPisCofins (TSTipoRetPISCofins). */
const PIS_COFINS_CODES: Record<string, string> = {
  'pis,cofins,csll': '3',
  'pis,cofins': '4',
  pis: '5',
  cofins: '6',
  'cofins,csll': '7',
  csll: '8',
  'pis,csll': '9',
};

export interface SampleNfseOptions {
  providerCnpj?: string;
  takerCnpj?: string;
  number?: number;
  grossCents?: number;
  issCents?: number;
  competence?: string;
  issuedAt?: string;
  /** Withheld amounts by tax; ISS here means tpRetISSQN 2 with this value as vISSQN. */
  retentions?: Partial<Record<RetentionKind, number>>;
}

export function sampleNfseKey(providerCnpj: string, number: number, issuedAt: string): string {
  const yymm = `${issuedAt.slice(2, 4)}${issuedAt.slice(5, 7)}`;
  const code = String((number * 104_729) % 1_000_000_000).padStart(9, '0');
  return withCheckDigit(
    `355030822${providerCnpj.padStart(14, '0')}${String(number).padStart(13, '0')}${yymm}${code}`,
  );
}

function sampleTribFed(retentions: Partial<Record<RetentionKind, number>>): string {
  const federal = (['pis', 'cofins', 'csll'] as const).filter((kind) => retentions[kind]);
  const code = PIS_COFINS_CODES[federal.join(',')];
  const piscofins = code
    ? `<piscofins><CST>01</CST><vPis>${decimal(retentions.pis ?? 0)}</vPis><vCofins>${decimal(retentions.cofins ?? 0)}</vCofins><tpRetPisCofins>${code}</tpRetPisCofins></piscofins>`
    : '';
  const leaf = (tag: string, kind: RetentionKind) =>
    retentions[kind] ? `<${tag}>${decimal(retentions[kind])}</${tag}>` : '';
  const inner = `${piscofins}${leaf('vRetCP', 'inss')}${leaf('vRetIRRF', 'irrf')}${leaf('vRetCSLL', 'csll')}`;
  return inner ? `<tribFed>${inner}</tribFed>` : '';
}

/** An NFS-e of the Padrão Nacional (cStat 100) in production, issued by the Sefin Nacional. */
export function sampleNfseXml(options: SampleNfseOptions = {}): string {
  const provider = options.providerCnpj ?? '11222333000181';
  const number = options.number ?? 42;
  const issuedAt = options.issuedAt ?? '2026-11-05T14:30:00-03:00';
  const gross = options.grossCents ?? 1_000_000;
  const retentions = options.retentions ?? {};
  const iss = retentions.iss ?? options.issCents ?? Math.round(gross * 0.05);
  const withheld = Object.entries(retentions).reduce((sum, [, value]) => sum + (value ?? 0), 0);
  const key = sampleNfseKey(provider, number, issuedAt);
  const taker = options.takerCnpj ?? '44555666000199';
  return `<?xml version="1.0" encoding="UTF-8"?>
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infNFSe Id="NFS${key}"><xLocEmi>São Paulo</xLocEmi><xLocPrestacao>São Paulo</xLocPrestacao><nNFSe>${number}</nNFSe><cLocIncid>3550308</cLocIncid><xLocIncid>São Paulo</xLocIncid><xTribNac>Análise e desenvolvimento de sistemas</xTribNac><verAplic>SefinNac_1.0</verAplic><ambGer>2</ambGer><tpEmis>1</tpEmis><procEmi>1</procEmi><cStat>100</cStat><dhProc>${issuedAt}</dhProc><nDFSe>${number}</nDFSe><emit><CNPJ>${provider}</CNPJ><IM>12345678</IM><xNome>Prestadora de Serviços Ltda</xNome><xFant>Prestadora</xFant><enderNac><xLgr>Rua Vergueiro</xLgr><nro>200</nro><xBairro>Liberdade</xBairro><cMun>3550308</cMun><UF>SP</UF><CEP>01504000</CEP></enderNac><email>nf@prestadora.example</email></emit><valores><vBC>${decimal(gross)}</vBC><pAliqAplic>5.00</pAliqAplic><vISSQN>${decimal(iss)}</vISSQN>${withheld > 0 ? `<vTotalRet>${decimal(withheld)}</vTotalRet>` : ''}<vLiq>${decimal(gross - withheld)}</vLiq></valores><DPS versao="1.01"><infDPS Id="DPS355030822${provider.padStart(14, '0')}00001${String(number).padStart(15, '0')}"><tpAmb>1</tpAmb><dhEmi>${issuedAt}</dhEmi><verAplic>fluxo-sample</verAplic><serie>00001</serie><nDPS>${number}</nDPS><dCompet>${options.competence ?? issuedAt.slice(0, 10)}</dCompet><tpEmit>1</tpEmit><cLocEmi>3550308</cLocEmi><prest><CNPJ>${provider}</CNPJ><regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib></prest><toma><CNPJ>${taker}</CNPJ><xNome>Tomadora Exemplo S.A.</xNome><end><endNac><cMun>3304557</cMun><CEP>20040020</CEP></endNac><xLgr>Avenida Rio Branco</xLgr><nro>1</nro><xBairro>Centro</xBairro></end><email>contas@tomadora.example</email></toma><serv><locPrest><cLocPrestacao>3550308</cLocPrestacao></locPrest><cServ><cTribNac>010101</cTribNac><xDescServ>Desenvolvimento de software sob encomenda</xDescServ></cServ></serv><valores><vServPrest><vServ>${decimal(gross)}</vServ></vServPrest><trib><tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>${retentions.iss ? '2' : '1'}</tpRetISSQN><pAliq>5.00</pAliq></tribMun>${sampleTribFed(retentions)}<totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores></infDPS></DPS></infNFSe></NFSe>`;
}

/** A registered cancellation (procEventoNFe, tpEvento 110111, retEvento cStat 135). */
export function sampleNfeCancellationXml(
  key: string,
  reason = 'Nota emitida com valor errado',
): string {
  const at = '2026-11-11T09:00:00-03:00';
  return `<?xml version="1.0" encoding="UTF-8"?>
<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento versao="1.00"><infEvento Id="ID110111${key}01"><cOrgao>35</cOrgao><tpAmb>1</tpAmb><CNPJ>${key.slice(6, 20)}</CNPJ><chNFe>${key}</chNFe><dhEvento>${at}</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento><nProt>135000000000001</nProt><xJust>${escape(reason)}</xJust></detEvento></infEvento></evento><retEvento versao="1.00"><infEvento><tpAmb>1</tpAmb><verAplic>SP_EVENTOS_PL_100</verAplic><cOrgao>35</cOrgao><cStat>135</cStat><xMotivo>Evento registrado e vinculado a NF-e</xMotivo><chNFe>${key}</chNFe><tpEvento>110111</tpEvento><xEvento>Cancelamento registrado</xEvento><nSeqEvento>1</nSeqEvento><dhRegEvento>2026-11-11T09:00:05-03:00</dhRegEvento><nProt>135260000000099</nProt></infEvento></retEvento></procEventoNFe>`;
}
