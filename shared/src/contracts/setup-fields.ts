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
