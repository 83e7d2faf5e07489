import { buildPspSimulator } from './simulator-app';

// `npm run psp:sim -w api`: the PSP simulator on its own, for local work against a running API.
// PSP_SIM_PORT (default 3399), PSP_SIM_CLIENT_ID and PSP_SIM_CLIENT_SECRET (default "fluxo").

const port = Number(process.env.PSP_SIM_PORT ?? 3399);
const simulator = buildPspSimulator({
  clientId: process.env.PSP_SIM_CLIENT_ID ?? 'fluxo',
  clientSecret: process.env.PSP_SIM_CLIENT_SECRET ?? 'fluxo',
});
const address = await simulator.listen({ port, host: '127.0.0.1' });
process.stdout.write(`PSP simulator (API Pix) at ${address}\n`);
