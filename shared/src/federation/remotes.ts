/** The four remotes: federation name → workspace package and dev port. */
export const REMOTES = {
  auth: { package: 'remote-auth', devPort: 3001 },
  insights: { package: 'remote-insights', devPort: 3002 },
  company: { package: 'remote-company', devPort: 3003 },
  movements: { package: 'remote-movements', devPort: 3004 },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const HOST_DEV_PORT = 3000;
export const API_DEV_PORT = 3333;
