import { exposedModules } from 'shared/remotes';
import { REMOTES } from 'shared/federation/remotes';
import type { RemoteName } from 'shared/federation/remotes';
import { REMOTE_ROUTES } from '../route-table';

describe('route table', () => {
  it('should route every module the remotes expose exactly once', () => {
    const exposed = (Object.keys(REMOTES) as RemoteName[]).flatMap((remote) =>
      exposedModules(remote).map(({ id }) => id),
    );
    expect(REMOTE_ROUTES.map(({ module }) => module).sort()).toEqual(exposed.sort());
  });

  it('should keep the shell off only the pages for people outside the company', () => {
    const publicRoutes = REMOTE_ROUTES.filter(({ layout }) => layout === 'public');
    expect(publicRoutes).toEqual([
      {
        path: '/cobranca/:token',
        name: 'cobranca',
        access: 'always',
        module: 'auth/PixChargePage',
        layout: 'public',
      },
    ]);
  });

  it('should give route names once each', () => {
    const names = REMOTE_ROUTES.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
