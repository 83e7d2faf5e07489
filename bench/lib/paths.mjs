import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The five front-end builds, in the order `npm run build` runs them (remotes first). */
export const APPS = [
  'remote-auth',
  'remote-insights',
  'remote-company',
  'remote-movements',
  'host',
];

export const REMOTES = {
  auth: { route: '/login', signedIn: false },
  insights: { route: '/', signedIn: true },
  company: { route: '/empresa/informacoes-gerais', signedIn: true },
  movements: { route: '/movimentacoes', signedIn: true },
};

export const API_SERVER = path.join(REPO_ROOT, 'api', 'dist', 'server.js');

export function distOf(app) {
  return path.join(REPO_ROOT, app, 'dist');
}
