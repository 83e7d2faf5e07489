import type { CobRequest, CobResponse, CobvRequest } from '../psp/api-pix-types';
import { centsToValor } from '../psp/api-pix-types';
import type { PspAccountClient } from './psp-settings-service';

// A receivable's charge at the account's PSP (API Pix): `/cobv` when it is due later and the
// account charges multa or juros after the due date (and the client has a CPF or CNPJ, which
// `/cobv` requires), else `/cob`. Its dynamic BR Code (`pixCopiaECola`) replaces the static one.

/** How long an immediate charge stays payable: a receivable is often paid days after it is sent. */
const COB_EXPIRATION_SECONDS = 30 * 24 * 60 * 60;
/** How many days after the due date a `/cobv` still takes payment (API Pix's own default). */
const COBV_DAYS_AFTER_DUE = 30;
/** API Pix's `solicitacaoPagador` is at most 140 characters. */
const PAYER_TEXT_MAX = 140;

export interface PspChargeInput {
  txid: string;
  amountCents: number;
  pixKey: string;
  description: string;
  dueDate: string;
  today: string;
  payer: { name: string; document: string } | null;
}

/** The txid at a PSP: API Pix wants 26 to 35 characters, ours has 25; "P" says "at the PSP". */
export const pspTxid = (txid: string) => `${txid}P`;

const basisPointsToPerc = (basisPoints: number) => centsToValor(basisPoints);

export async function createAtPsp(
  psp: PspAccountClient,
  input: PspChargeInput,
): Promise<{
  kind: 'cob' | 'cobv';
  cob: CobResponse;
  /** The multa and juros the `/cobv` carries (basis points); null on a `/cob`. */
  lateTerms: { fineBasisPoints: number; interestBasisPointsMonth: number } | null;
}> {
  const original = centsToValor(input.amountCents);
  const solicitacaoPagador = input.description.slice(0, PAYER_TEXT_MAX);
  const fine = psp.fineBasisPoints ?? 0;
  const interest = psp.interestBasisPointsMonth ?? 0;
  if (input.dueDate > input.today && (fine > 0 || interest > 0) && input.payer) {
    const { name, document } = input.payer;
    const body: CobvRequest = {
      calendario: { dataDeVencimento: input.dueDate, validadeAposVencimento: COBV_DAYS_AFTER_DUE },
      devedor:
        document.length === 14
          ? { cnpj: document, nome: name.slice(0, 200) }
          : { cpf: document, nome: name.slice(0, 200) },
      valor: {
        original,
        // Modalidade 2 of multa: a percentage of the amount; 3 of juros: percent a month, in
        // calendar days (the standard's 1–4 count calendar days, 5–8 business days).
        ...(fine > 0 ? { multa: { modalidade: 2, valorPerc: basisPointsToPerc(fine) } } : {}),
        ...(interest > 0
          ? { juros: { modalidade: 3, valorPerc: basisPointsToPerc(interest) } }
          : {}),
      },
      chave: input.pixKey,
      solicitacaoPagador,
    };
    return {
      kind: 'cobv',
      cob: await psp.client.putCobv(input.txid, body),
      lateTerms: { fineBasisPoints: fine, interestBasisPointsMonth: interest },
    };
  }
  const body: CobRequest = {
    calendario: { expiracao: COB_EXPIRATION_SECONDS },
    valor: { original },
    chave: input.pixKey,
    solicitacaoPagador,
  };
  return { kind: 'cob', cob: await psp.client.putCob(input.txid, body), lateTerms: null };
}
