// `npm run bench:br-code -w api`: time to build N Pix BR Codes (payload + CRC) and draw each as
// SVG, the work behind a batch of charges. Prints figures, asserts nothing; the budget the issue
// sets is 2 s for 10 000 on this 2-core machine. The modes, the bit stream, the error correction,
// the layout (drawn once per version, by qrcode) and the mask are chosen and written in
// qr-symbol.ts and qr-encode.ts, the SVG in br-code-image.ts (qrcode alone took ~1.7 ms a symbol).
//   BENCH_BR_CODES=20000 npm run bench:br-code -w api
import { performance } from 'node:perf_hooks';
import { buildBrCode } from '../src/domains/cobranca/pix/br-code';
import { brCodeSvg } from '../src/domains/cobranca/pix/br-code-image';
import { pixTxid } from '../src/domains/cobranca/pix/pix-txid';

const COUNT = Number(process.env.BENCH_BR_CODES ?? 10_000);

const payloads: string[] = [];
let started = performance.now();
for (let index = 0; index < COUNT; index += 1) {
  payloads.push(
    buildBrCode({
      kind: 'static',
      pixKey: 'financeiro@padariapaodourado.com.br',
      merchantName: 'Padaria Pão Dourado ME',
      merchantCity: 'São José dos Campos',
      amountCents: 1 + index * 7919,
      txid: pixTxid({ companyId: 'bench', movementId: `m${index}`, version: 1 }),
      infoAdicional: `Parcela ${index}`,
    }),
  );
}
const payloadMs = performance.now() - started;

started = performance.now();
let svgBytes = 0;
for (const payload of payloads) svgBytes += brCodeSvg(payload).length;
const svgMs = performance.now() - started;

const line = (label: string, ms: number) =>
  `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  (${((ms / COUNT) * 1000).toFixed(1)} µs each)\n`;
process.stdout.write(line(`${COUNT} payloads (txid + CRC)`, payloadMs));
process.stdout.write(line(`${COUNT} SVGs`, svgMs));
process.stdout.write(line('total', payloadMs + svgMs));
process.stdout.write(`mean SVG size ${(svgBytes / COUNT / 1024).toFixed(1)} KiB\n`);
