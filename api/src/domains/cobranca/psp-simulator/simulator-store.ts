import type { CobRequest, CobvRequest, Devolucao, Pix } from '../psp/api-pix-types';
import type { COB_STATUSES } from '../psp/api-pix-types';

// The simulator's memory: charges by txid, Pix by endToEndId, webhooks by key. Lost on restart,
// as nothing in a test outlives its run.

export type CobKind = 'cob' | 'cobv';

export interface StoredCob {
  kind: CobKind;
  txid: string;
  revisao: number;
  status: (typeof COB_STATUSES)[number];
  criacao: string;
  location: string;
  pixCopiaECola: string;
  request: CobRequest | CobvRequest;
  pix: Pix[];
}

export interface SimulatorStore {
  cobs: Map<string, StoredCob>;
  pix: Map<string, Pix>;
  /** chave → webhookUrl (API Pix `PUT /webhook/{chave}`). */
  webhooks: Map<string, { webhookUrl: string; criacao: string }>;
  tokens: Map<string, number>;
}

export function createSimulatorStore(): SimulatorStore {
  return { cobs: new Map(), pix: new Map(), webhooks: new Map(), tokens: new Map() };
}

/** The charge as API Pix answers it: what was asked, plus what the PSP keeps. */
export function cobAnswer(cob: StoredCob) {
  const calendario =
    cob.kind === 'cob'
      ? {
          criacao: cob.criacao,
          expiracao: (cob.request as CobRequest).calendario?.expiracao ?? 86_400,
        }
      : { criacao: cob.criacao, ...(cob.request as CobvRequest).calendario };
  return {
    ...cob.request,
    calendario,
    txid: cob.txid,
    revisao: cob.revisao,
    status: cob.status,
    location: cob.location,
    loc: { location: cob.location, tipoCob: cob.kind },
    pixCopiaECola: cob.pixCopiaECola,
    ...(cob.pix.length > 0 ? { pix: cob.pix } : {}),
  };
}

export function withDevolucao(pix: Pix, devolucao: Devolucao): Pix {
  return { ...pix, devolucoes: [...(pix.devolucoes ?? []), devolucao] };
}
