import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');
const APP_SOURCES = [
  'shared/src',
  'host/src',
  'remote-auth/src',
  'remote-insights/src',
  'remote-company/src',
  'remote-movements/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// The lint rule catches the JSX spellings; this catches the rest (props spread from an object,
// a `type` chosen in a variable) the day someone writes them.
describe('date fields', () => {
  it('should use the pt-BR DateInput, never the browser date input', () => {
    const native = /type\s*[=:]\s*\{?\s*['"](date|datetime-local)['"]/;
    const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => native.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(ROOT.length + 1));
    expect(offenders).toEqual([]);
  });
});
