import { escapeHtml } from '../../../adapters/email-templates';
import type { CobvRequest } from '../psp/api-pix-types';
import type { SimulatorStore, StoredCob } from './simulator-store';

// The simulator's one page (`GET /simulador/`), for a person trying cobrança with `npm run dev`:
// the charges the API made here, each with a "Pagar" button that stands for the payer's bank
// app (POST /simulador/pagar/{txid}: the Pix is made and the account's webhook notified).

const SHOWN = 200;

export const brl = (valor: string) =>
  Number(valor).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

const STATUS_LABELS: Record<StoredCob['status'], string> = {
  ATIVA: 'Ativa',
  CONCLUIDA: 'Paga',
  REMOVIDA_PELO_USUARIO_RECEBEDOR: 'Cancelada pelo recebedor',
  REMOVIDA_PELO_PSP: 'Removida pelo PSP',
};

function row(cob: StoredCob): string {
  const due = cob.kind === 'cobv' ? (cob.request as CobvRequest).calendario.dataDeVencimento : '';
  const payer = cob.request.devedor?.nome ?? '';
  const action =
    cob.status === 'ATIVA'
      ? `<form method="post" action="/simulador/pagar/${encodeURIComponent(cob.txid)}">` +
        `<button type="submit" aria-label="Pagar ${escapeHtml(brl(cob.request.valor.original))} da cobrança ${escapeHtml(cob.txid)}">Pagar</button></form>`
      : '';
  return (
    `<tr><td><code>${escapeHtml(cob.txid)}</code></td>` +
    `<td>${escapeHtml(payer)}</td>` +
    `<td class="n">${escapeHtml(brl(cob.request.valor.original))}</td>` +
    `<td>${escapeHtml(due ? due.split('-').reverse().join('/') : 'imediata')}</td>` +
    `<td>${escapeHtml(STATUS_LABELS[cob.status])}</td><td>${action}</td></tr>`
  );
}

export function simulatorPage(store: SimulatorStore, notice?: string): string {
  const cobs = [...store.cobs.values()].reverse().slice(0, SHOWN);
  const webhooks = [...store.webhooks].map(
    ([chave, { webhookUrl }]) =>
      `<li><code>${escapeHtml(chave)}</code> → <code>${escapeHtml(webhookUrl)}</code></li>`,
  );
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulador de PSP (API Pix) · Fluxo</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a202c;background:#fff}
table{border-collapse:collapse;width:100%}th,td{padding:.5rem;border-bottom:1px solid #cbd5e0;text-align:left}
td.n{text-align:right;white-space:nowrap}code{font-size:.85rem;word-break:break-all}
button{padding:.4rem 1rem;background:#2b6cb0;color:#fff;border:0;border-radius:.3rem;cursor:pointer}
button:focus-visible{outline:3px solid #1a365d;outline-offset:2px}
p[role=status]{background:#f0fff4;border:1px solid #276749;padding:.75rem;border-radius:.3rem}
@media (prefers-color-scheme: dark){body{background:#1a202c;color:#f7fafc}th,td{border-color:#4a5568}
p[role=status]{background:#1c4532;border-color:#9ae6b4}button{background:#90cdf4;color:#1a202c}}
</style></head><body><main>
<h1>Simulador de PSP (API Pix)</h1>
<p>As cobranças que o Fluxo criou neste PSP simulado. <strong>Pagar</strong> faz o papel do app do
banco de quem paga: cria o Pix e avisa o webhook da conta, como um PSP de verdade faria.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<table><caption>Cobranças (${cobs.length === 0 ? 'nenhuma ainda' : `as ${cobs.length} mais recentes`})</caption>
<thead><tr><th scope="col">txid</th><th scope="col">Devedor</th><th scope="col">Valor</th><th scope="col">Vencimento</th><th scope="col">Situação</th><th scope="col">Ação</th></tr></thead>
<tbody>${cobs.map(row).join('')}</tbody></table>
<h2>Webhooks registrados</h2>
${webhooks.length === 0 ? '<p>Nenhum: salve a conta do PSP no Fluxo para registrar o seu.</p>' : `<ul>${webhooks.join('')}</ul>`}
</main></body></html>
`;
}
