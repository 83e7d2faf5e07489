// NF-e XMLs and their ZIP for the fiscal intake's end-to-end test, built by the API's own sample
// writers (authorised nfeProc with valid chaves), so the browser uploads what a supplier sends.
export {
  sampleNfeCancellationXml,
  sampleNfeKey,
  sampleNfeXml,
} from '../../api/src/domains/fiscal/parsers/testing/nfe-sample';
export { buildZip } from '../../api/src/domains/fiscal/parsers/testing/sample-zip';

/** The demo company's CNPJ (api/src/seed/seed-demo.ts): the recipient of the suppliers' notes. */
export const DEMO_CNPJ = '48291736000192';
