import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../../federation/remotes';
import type { RemoteName } from '../../federation/remotes';
import { exposedModules, remoteModulePath, REMOTE_MODULES } from '../index';

const ROOT = join(__dirname, '../../../..');
const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
const exposeDir = (remote: RemoteName) => join(ROOT, REMOTES[remote].package, 'src/expose');

describe('REMOTE_MODULES, the one list of what each remote exposes', () => {
  it('should list every remote and no other', () => {
    expect(Object.keys(REMOTE_MODULES).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it.each(REMOTE_NAMES)(
    "should match %s's src/expose/ file for file (STYLE.md: expose/ holds only what is exposed)",
    (remote) => {
      const listed = exposedModules(remote).map(({ file }) => file);
      expect([...readdirSync(exposeDir(remote))].sort()).toEqual([...listed].sort());
    },
  );

  it.each(REMOTE_NAMES)("should find a default export in each of %s's exposed files", (remote) => {
    for (const { file } of exposedModules(remote)) {
      expect([
        file,
        /^export default /m.test(readFileSync(join(exposeDir(remote), file), 'utf8')),
      ]).toEqual([file, true]);
    }
  });

  it('should name files in kebab-case and give each module its path', () => {
    expect(exposedModules('movements')).toContainEqual({
      id: 'movements/MovementsImportPage',
      module: 'MovementsImportPage',
      path: '/movimentacoes/importacao',
      file: 'movements-import-page.tsx',
    });
    expect(remoteModulePath('auth/ResetPasswordPage')).toBe('/reset/:token');
  });

  it('should serve each route path from one module only', () => {
    const paths = REMOTE_NAMES.flatMap((remote) => exposedModules(remote).map(({ path }) => path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
