import { z } from 'zod';
import { daysBetween } from '../../format/dates';
import { searchFilterField, typeFilterField } from '../reports/dashboards';
import {
  DATE_TYPES,
  MAX_INSTALMENTS,
  MAX_MOVEMENT_CENTS,
  MOVEMENT_SORTS,
  MOVEMENT_TYPES,
  SORT_ORDERS,
  TRANSACTION_STATUSES,
} from './movements';
import { RECURRENCE_FREQUENCIES, SERIES_SCOPES, countUntil } from './movement-series';
import { isoDate, optionalText, text } from '../setup/setup-fields';

// Requests of the movements and payments routes; their answers are in `movements.ts`.

/** A calendar date a finance record can carry: real (2025-02-30 is refused) and not absurd. */
export const businessDate = isoDate.refine(
  (value) => value >= '1900-01-01' && value <= '2199-12-31',
  'deve estar entre 1900 e 2199',
);

export const centsField = z
  .number()
  .int()
  .min(1)
  .max(MAX_MOVEMENT_CENTS)
  .describe('Valor em centavos (R$ 12,34 = 1234)');

/** Interest, fine or discount of a payment: recorded beside the principal, zero when absent. */
const chargeCents = z.number().int().min(0).max(MAX_MOVEMENT_CENTS).default(0);

const optionalId = z.uuid().nullable().optional();

const movementFields = {
  type: z.enum(MOVEMENT_TYPES).describe('receita (a receber) ou despesa (a pagar)'),
  description: text(2, 200),
  amount_cents: centsField,
  due_date: businessDate.describe('Vencimento'),
  competence_date: businessDate.optional().describe('Competência; sem ela, o vencimento'),
  category_id: z.uuid().describe('Categoria do plano de contas, do mesmo tipo'),
  cost_center_id: optionalId,
  supplier_id: optionalId,
  bank_account_id: optionalId.describe('Conta prevista; os pagamentos a usam por padrão'),
  document_number: optionalText(60).optional().describe('Número da nota fiscal, boleto…'),
  notes: optionalText(2000).optional(),
};

const repetition = z.number().int().min(2).max(MAX_INSTALMENTS);

const recurrenceField = z
  .strictObject({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    count: repetition.optional().describe('Quantas vezes, a primeira incluída'),
    until: businessDate.optional().describe('Ou até esta data (inclusive)'),
  })
  .refine((value) => (value.count === undefined) !== (value.until === undefined), {
    message: 'informe count ou until (um dos dois)',
  });

/** "Já está pago": the full amount paid at once, in the same transaction as the creation. */
const paidAtCreation = z.strictObject({
  paid_on: businessDate.describe('Data do pagamento (hoje ou antes)'),
  bank_account_id: optionalId.describe('Sem ela, a conta da movimentação'),
});

export const createMovementBody = z
  .strictObject({
    ...movementFields,
    instalments: repetition
      .optional()
      .describe('Divide amount_cents em N parcelas mensais (centavos restantes nas primeiras)'),
    recurrence: recurrenceField
      .optional()
      .describe('Repete a movimentação, com o mesmo valor, N vezes ou até uma data'),
    payment: paidAtCreation
      .optional()
      .describe('Registra o pagamento total já na criação (da primeira, se parcelada ou repetida)'),
  })
  .refine((body) => body.instalments === undefined || body.recurrence === undefined, {
    path: ['recurrence'],
    message: 'não pode ser usado junto com instalments',
  })
  .refine((body) => body.instalments === undefined || body.amount_cents >= body.instalments, {
    path: ['amount_cents'],
    message: 'deve ter ao menos um centavo por parcela',
  })
  .superRefine((body, context) => {
    const until = body.recurrence?.until;
    if (!body.recurrence || until === undefined) return;
    if (until < body.due_date) {
      context.addIssue({
        code: 'custom',
        path: ['recurrence', 'until'],
        message: 'a data final deve ser igual ou posterior ao vencimento',
      });
      return;
    }
    const count = countUntil(body.due_date, body.recurrence.frequency, until);
    if (count < 2 || count > MAX_INSTALMENTS) {
      context.addIssue({
        code: 'custom',
        path: ['recurrence', 'until'],
        message: `deve dar entre 2 e ${MAX_INSTALMENTS} repetições`,
      });
    }
  });
export type CreateMovement = z.infer<typeof createMovementBody>;

export const updateMovementBody = z
  .strictObject({
    ...movementFields,
    competence_date: businessDate.optional(),
  })
  .partial();
export type UpdateMovement = z.infer<typeof updateMovementBody>;

/** `?scope=` of a change or deletion of a parcel or repetition; a lone movement ignores it. */
export const seriesScopeQuery = z.object({
  scope: z.enum(SERIES_SCOPES).default('one').describe('Apenas esta, esta e as próximas, ou todas'),
});
export type SeriesScopeQuery = z.infer<typeof seriesScopeQuery>;

/**
 * A competence more than a year from the due date is allowed (a late invoice, a prepaid year)
 * but is most often a mistyped year: the form asks the person to check it.
 */
export function competenceFarFromDue(dueDate: string, competenceDate: string): boolean {
  return Math.abs(daysBetween(dueDate, competenceDate)) > 366;
}

/** `?status=pago&status=vencido` or `?status=pago,vencido`. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? []
        : (Array.isArray(value) ? value : String(value).split(',')).map((v) =>
            typeof v === 'string' ? v.trim() : v,
          ),
    z.array(item).max(200),
  );

export const MOVEMENT_PAGE_SIZE = 50;

export const filterQuery = z.object({
  start_date: businessDate.optional(),
  end_date: businessDate.optional(),
  date_type: z.enum(DATE_TYPES).default('due_date'),
  type: typeFilterField,
  search: searchFilterField.describe(
    'Trecho da descrição, do número do documento ou do nome do fornecedor',
  ),
  suppliers: queryList(z.uuid()),
  cost_centers: queryList(z.uuid()),
  status: queryList(z.enum(TRANSACTION_STATUSES)),
  categories: queryList(z.uuid()),
  bank_accounts: queryList(z.uuid()),
});

export const periodInOrder = (query: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}) => !query.start_date || !query.end_date || query.start_date <= query.end_date;
export const periodOrderIssue = {
  path: ['end_date'],
  message: 'a data final deve ser igual ou posterior à data inicial',
};

export const listMovementsQuery = filterQuery
  .extend({
    sort: z.enum(MOVEMENT_SORTS).default('due_date').describe('Vencimento ou valor'),
    order: z.enum(SORT_ORDERS).default('asc'),
    cursor: z.string().max(200).optional().describe('next_cursor da página anterior'),
    limit: z.coerce.number().int().min(1).max(200).default(MOVEMENT_PAGE_SIZE),
  })
  .refine(periodInOrder, periodOrderIssue);
export type MovementListQuery = z.infer<typeof listMovementsQuery>;

/** The list's Filter without the paging: the totals describe the same set as the list. */
export const movementTotalsQuery = filterQuery.refine(periodInOrder, periodOrderIssue);
export type MovementTotalsQuery = z.infer<typeof movementTotalsQuery>;

export const createPaymentBody = z.strictObject({
  paid_on: businessDate.describe('Data do pagamento (hoje ou antes)'),
  amount_cents: centsField.describe('Valor pago em centavos; no máximo o saldo em aberto'),
  bank_account_id: optionalId.describe('Conta de onde saiu ou entrou; sem ela, a da movimentação'),
  juros_cents: chargeCents.describe('Juros em centavos, além do valor pago'),
  multa_cents: chargeCents.describe('Multa em centavos, além do valor pago'),
  desconto_cents: chargeCents.describe('Desconto em centavos obtido no pagamento'),
  notes: optionalText(500).optional(),
});
export type CreatePayment = z.infer<typeof createPaymentBody>;

export const paymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() });
