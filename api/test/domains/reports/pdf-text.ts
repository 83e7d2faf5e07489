import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by pdfkit: its content streams inflated, the hex strings of each TJ
 * joined (pdfkit writes Helvetica's WinAnsi codes, Latin-1 for Portuguese), one text run a line.
 */
export function pdfText(file: Buffer): string {
  const raw = file.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(file.subarray(start, raw.indexOf('endstream', start))).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '');
      runs.push(hex.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return runs.join('\n');
}
