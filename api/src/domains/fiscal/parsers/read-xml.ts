import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeXml } from './decode-xml';
import { readNfe } from './read-nfe';
import { readNfeEvent } from './read-nfe-event';
import { readNfse } from './read-nfse';
import type { FiscalDocument, ReadFile } from './types';
import { MAX_FISCAL_XML_BYTES } from './types';
import type { XmlNode } from './xml-values';
import { FiscalContentError, child } from './xml-values';

// One XML file to one ReadFile. Every refusal is a message that names the file; nothing here
// throws, so one bad file never costs the user the rest of the upload.

// Repeated elements must always be arrays, or a one-item NF-e reads differently from a two-item
// one; values stay text so that leading zeros (nDup 001, CEP, NCM) and decimals survive.
const REPEATED = new Set(['det', 'dup']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
  // Callbacks here look only at the tag's name; building each element's path string is waste.
  jPath: false,
});

/** A DTD can define entities that expand to gigabytes; no fiscal layout has one. */
const DTD = /<!(DOCTYPE|ENTITY)/i;

function classify(tree: XmlNode): FiscalDocument | null {
  const nfeProc = child(tree, 'nfeProc');
  if (nfeProc) {
    const nfe = child(nfeProc, 'NFe');
    if (!nfe) throw new FiscalContentError('não tem nfeProc/NFe');
    const protNFe = child(nfeProc, 'protNFe');
    if (!protNFe) throw new FiscalContentError('não tem o protocolo de autorização (protNFe)');
    return readNfe(nfe, protNFe);
  }
  const nfe = child(tree, 'NFe');
  if (nfe) return readNfe(nfe, null);
  const procEvento = child(tree, 'procEventoNFe');
  if (procEvento) return readNfeEvent(procEvento);
  if (child(tree, 'evento')) return readNfeEvent({ evento: tree['evento'] });
  const nfse = child(tree, 'NFSe');
  if (nfse) return readNfse(nfse);
  return null;
}

function refused(fileName: string, reason: string): ReadFile {
  return { fileName, ok: false, message: `O arquivo ${fileName} ${reason.replace(/\.$/, '')}.` };
}

export function readFiscalXml(fileName: string, bytes: Buffer): ReadFile {
  if (bytes.length > MAX_FISCAL_XML_BYTES) {
    const megabytes = Math.round(MAX_FISCAL_XML_BYTES / 1024 / 1024);
    return refused(fileName, `é maior que ${megabytes} MB, o limite de um XML fiscal`);
  }
  const decoded = decodeXml(bytes);
  if (!decoded.ok) return refused(fileName, decoded.reason);
  const xml = decoded.text;
  if (!xml.trimStart().startsWith('<')) return refused(fileName, 'não é um XML');
  if (DTD.test(xml)) {
    return refused(fileName, 'tem uma declaração DOCTYPE ou ENTITY, que XML fiscal não usa');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return refused(fileName, `não é um XML válido: ${valid.err.msg} (linha ${valid.err.line})`);
  }
  try {
    const document = classify(parser.parse(xml) as XmlNode);
    if (!document) return refused(fileName, 'não é uma NF-e nem uma NFS-e');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return { fileName, sha256, bytes, ok: true, document };
  } catch (error) {
    if (error instanceof FiscalContentError) return refused(fileName, error.message);
    const reason = error instanceof Error ? error.message : String(error);
    return refused(fileName, `não pôde ser lido como XML: ${reason}`);
  }
}
