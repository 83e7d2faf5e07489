import { z } from 'zod';
import { MAX_MOVEMENT_CENTS } from '../movements/movements';

// Cenários de caixa (issue 24, item 4): the cash of the next 13 weeks (or 12 months) from today's
// balance of the chosen accounts plus what is open — receivables and payables, recurrences
// included (each parcel is a movement already) — and named scenarios that move those flows.

export const FORECAST_HORIZONS = ['13-semanas', '12-meses'] as const;
export type ForecastHorizon = (typeof FORECAST_HORIZONS)[number];
export const FORECAST_HORIZON_LABELS: Record<ForecastHorizon, string> = {
  '13-semanas': '13 semanas',
  '12-meses': '12 meses',
};

export const MAX_SCENARIOS = 3;

export const FORECAST_MESSAGES = {
  accountNotFound: 'Conta bancária não encontrada nesta empresa.',
  categoryNotFound: 'Categoria não encontrada nesta empresa.',
} as const;
const MAX_LEVER_ITEMS = 20;

const isoDate = z.iso.date({ error: 'Data inválida.' });
const cents = z
  .number({ error: 'Informe o valor em centavos.' })
  .int('Informe o valor em centavos.')
  .positive('O valor deve ser maior que zero.')
  .max(MAX_MOVEMENT_CENTS, 'Valor grande demais.');
const type = z.enum(['receita', 'despesa'], { error: 'Escolha receita ou despesa.' });

export const scenarioLeversSchema = z
  .strictObject({
    receivables_delay_days: z
      .number({ error: 'Informe o atraso em dias.' })
      .int('Informe o atraso em dias inteiros.')
      .min(0, 'O atraso vai de 0 a 180 dias.')
      .max(180, 'O atraso vai de 0 a 180 dias.')
      .default(0)
      .describe('Cada recebimento chega N dias depois do vencimento'),
    receivables_loss_percent: z
      .number({ error: 'Informe a inadimplência em %.' })
      .min(0, 'A inadimplência vai de 0 % a 100 %.')
      .max(100, 'A inadimplência vai de 0 % a 100 %.')
      .default(0)
      .describe('Parte de cada recebimento que nunca chega (inadimplência), em %'),
    categories: z
      .array(
        z.strictObject({
          category_id: z.uuid({ error: 'Escolha a categoria.' }),
          percent: z
            .number({ error: 'Informe a variação em %.' })
            .min(-100, 'A variação vai de -100 % a 1.000 %.')
            .max(1000, 'A variação vai de -100 % a 1.000 %.'),
        }),
      )
      .max(MAX_LEVER_ITEMS)
      .default([])
      .describe('Uma categoria (e as de baixo dela) para cima ou para baixo, em %'),
    one_offs: z
      .array(
        z.strictObject({
          description: z.string().trim().min(1, 'Descreva o lançamento.').max(120),
          type,
          date: isoDate,
          amount_cents: cents,
        }),
      )
      .max(MAX_LEVER_ITEMS)
      .default([])
      .describe('Lançamentos avulsos: um empréstimo, um investimento'),
    recurrences: z
      .array(
        z.strictObject({
          description: z.string().trim().min(1, 'Descreva a recorrência.').max(120),
          type,
          start_date: isoDate,
          every: z.enum(['semana', 'mes'], { error: 'Escolha semanal ou mensal.' }),
          amount_cents: cents,
        }),
      )
      .max(MAX_LEVER_ITEMS)
      .default([])
      .describe('Uma nova recorrência, do início até o fim do horizonte'),
  })
  .meta({ id: 'ScenarioLevers' });
export type ScenarioLevers = z.output<typeof scenarioLeversSchema>;
export type ScenarioLeversInput = z.input<typeof scenarioLeversSchema>;

export const cashForecastRequestSchema = z
  .strictObject({
    horizon: z.enum(FORECAST_HORIZONS).default('13-semanas'),
    bank_account_ids: z
      .array(z.uuid())
      .max(100)
      .default([])
      .describe('As contas do saldo inicial e das movimentações; vazio: todas'),
    scenarios: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Dê um nome ao cenário.').max(60),
          levers: scenarioLeversSchema,
        }),
      )
      .max(MAX_SCENARIOS, `No máximo ${MAX_SCENARIOS} cenários ao lado da base.`)
      .default([]),
  })
  .meta({ id: 'CashForecastRequest' });
export type CashForecastRequest = z.output<typeof cashForecastRequestSchema>;

/** The forecast's request plus the file format: the same figures as a spreadsheet or a PDF. */
export const cashForecastExportSchema = cashForecastRequestSchema
  .extend({ format: z.enum(['xlsx', 'pdf']) })
  .meta({ id: 'CashForecastExportRequest' });
export type CashForecastExportRequest = z.output<typeof cashForecastExportSchema>;
export type CashForecastRequestInput = z.input<typeof cashForecastRequestSchema>;

const money = z.number().int();

export const forecastSeriesSchema = z.object({
  name: z.string(),
  /** Per period: what comes in and goes out (positive), and the balance at its end. */
  inflow: z.array(money),
  outflow: z.array(money),
  balance: z.array(money),
  /** The lowest closing balance and the period it falls in (the first, on a tie). */
  lowest: z.object({ index: z.number().int(), balance: money }),
});
export type ForecastSeries = z.infer<typeof forecastSeriesSchema>;

export const cashForecastSchema = z
  .object({
    as_of: z.string(),
    horizon: z.enum(FORECAST_HORIZONS),
    opening_balance: money,
    periods: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
    /** What is open and already overdue: the base counts it in the first period. */
    overdue: z.object({ receivable: money, payable: money }),
    base: forecastSeriesSchema,
    scenarios: z.array(forecastSeriesSchema),
  })
  .meta({ id: 'CashForecast' });
export type CashForecast = z.infer<typeof cashForecastSchema>;

/** How many scenarios a company keeps: a handful compared, not a library. */
export const MAX_SAVED_SCENARIOS = 20;

export const CASH_SCENARIO_MESSAGES = {
  notFound: 'Cenário não encontrado.',
  duplicateName: 'Já existe um cenário com este nome.',
  tooMany: `No máximo ${MAX_SAVED_SCENARIOS} cenários por empresa.`,
  writersOnly: 'Só proprietários, administradores e o financeiro alteram os cenários.',
} as const;

export const cashScenarioBody = z
  .strictObject({
    name: z
      .string({ error: 'Dê um nome ao cenário.' })
      .trim()
      .min(1, 'Dê um nome ao cenário.')
      .max(60, 'O nome tem no máximo 60 caracteres.'),
    levers: scenarioLeversSchema,
  })
  .meta({ id: 'CashScenarioBody' });
export type CashScenarioInput = z.input<typeof cashScenarioBody>;

export const cashScenarioSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    levers: scenarioLeversSchema,
    updated_at: z.string(),
    updated_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'CashScenario' });
export type CashScenario = z.infer<typeof cashScenarioSchema>;

export const cashScenarioParams = z.object({ id: z.uuid({ error: 'Cenário não encontrado.' }) });
