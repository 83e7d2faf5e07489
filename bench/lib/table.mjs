/** A plain-text table: first column left-aligned, the others right-aligned (numbers). */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

export function print(text = '') {
  process.stdout.write(`${text}\n`);
}

/** kB as Rsbuild's size table prints them (1 kB = 1000 bytes). */
export function kB(bytes) {
  return (bytes / 1000).toFixed(1);
}

export function seconds(ms) {
  return (ms / 1000).toFixed(1);
}

/** How a figure compares with its budget, in the tables. */
export const flag = (ok) => (ok ? 'ok' : 'OVER BUDGET');

/** The middle value (the lower of the two middles for an even count). */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
