import { sql } from 'drizzle-orm';
import { freePort } from '../../../scripts/free-port';
import type { App } from '../../../src/app';
import { buildPspSimulator } from '../../../src/domains/cobranca/psp-simulator/simulator-app';
import type { PspSimulator } from '../../../src/domains/cobranca/psp-simulator/simulator-app';
import { openMovementWorld } from '../movements/movement-fixtures';
import type { MovementWorld } from '../movements/movement-fixtures';
import { expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

// The PSP simulator over real HTTP on a random port, and the API listening on another, so the
// simulator's webhook reaches the API as a PSP's would.

export const PSP_CLIENT_ID = 'fluxo-teste';
export const PSP_CLIENT_SECRET = 'segredo-do-psp-que-nunca-volta-8d1f2c';

export interface PspWorld extends MovementWorld {
  simulator: PspSimulator;
  simulatorUrl: string;
}

export async function openPspWorld(): Promise<PspWorld> {
  const simulator = buildPspSimulator({ clientId: PSP_CLIENT_ID, clientSecret: PSP_CLIENT_SECRET });
  const simulatorUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  const world = await openMovementWorld({ API_PUBLIC_URL: `http://127.0.0.1:${port}` });
  await world.app.listen({ port, host: '127.0.0.1' });
  return { ...world, simulator, simulatorUrl };
}

export async function closePspWorld(world: PspWorld): Promise<void> {
  await world.app.close();
  await world.simulator.close();
}

export const pspUrl = (accountId: string) => `/v1/companies/bank-accounts/${accountId}/psp`;

/** Gives the account a Pix key, makes it the one for cobrança, and the company a city. */
export async function acceptPix(app: App, tenant: Tenant, accountId: string) {
  const response = await tenant.call('PATCH', `/v1/companies/bank-accounts/${accountId}`, {
    pix_key_type: 'cnpj',
    pix_key: '11.222.333/0001-81',
    charge_default: true,
  });
  expectStatus(response, 200);
  await app.database.rows(
    sql`update companies set address_city = 'São Paulo', trade_name = 'Padaria São João' where id = ${tenant.companyId}`,
  );
}

export const pspBody = (simulatorUrl: string, extra: Record<string, unknown> = {}) => ({
  base_url: simulatorUrl,
  client_id: PSP_CLIENT_ID,
  client_secret: PSP_CLIENT_SECRET,
  ...extra,
});

export async function linkPsp(world: PspWorld, extra: Record<string, unknown> = {}) {
  const response = await world.ana.call(
    'PUT',
    pspUrl(world.setup.itau),
    pspBody(world.simulatorUrl, extra),
  );
  if (response.statusCode !== 200) expectStatus(response, 201);
}

/** The payer pays at the simulator (optionally another amount, or at another time). */
export async function payAtSimulator(
  world: PspWorld,
  txid: string,
  body: { valor?: string; horario?: string } = {},
): Promise<{ pix: { endToEndId: string; valor: string }; webhookStatus: number }> {
  const response = await fetch(`${world.simulatorUrl}/simulador/pagar/${txid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`simulator answered ${response.status}`);
  const paid = (await response.json()) as {
    pix: { endToEndId: string; valor: string };
    webhookStatus: number;
  };
  // The webhook answered once it noted the Pix; the settlement it started is waited for here.
  await world.app.services.pixSettlement.drain();
  return paid;
}
