import { z } from 'zod';

// Pieces shared by the company setup contracts (cadastros): ids, list filters, texts.

export const idParams = z.object({ id: z.uuid() });

/** `?active=true|false`; left out, both. */
export const activeQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional()
  .describe('Só ativos (true) ou só inativos (false); sem ele, todos');

export const searchQuery = z
  .string()
  .trim()
  .max(120)
  .optional()
  .describe('Trecho do nome (sem diferenciar maiúsculas)');

/** A required text: surrounding spaces dropped, then min–max characters. */
export const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** An optional text: blank or null is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** A calendar date YYYY-MM-DD (zod checks the day exists: 2025-02-30 is refused). */
export const isoDate = z.iso.date();

export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};

/** Server-side pages of a setup list: `?limit=20&offset=40` with the list's own filters. */
export const pageQuery = {
  limit: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(1, 'deve ser de 1 a 100')
    .max(100, 'deve ser de 1 a 100')
    .default(20)
    .describe('Linhas por página (1 a 100; padrão 20)'),
  offset: z.coerce
    .number()
    .int('deve ser um número inteiro')
    .min(0, 'não pode ser negativo')
    .max(1_000_000, 'muito grande')
    .default(0)
    .describe('Quantas linhas pular, na ordem do nome'),
};

/** One page of rows and how many rows the filter matches in all. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ items: z.array(row), total: z.number().int() });
