import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';
type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** A 400 whose message names the failing field and the reason, in Portuguese. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly validationContext: HttpPart,
    message: string,
  ) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

const FIELD_LABEL: Record<HttpPart, string> = {
  body: 'O campo',
  querystring: 'O parâmetro de consulta',
  params: 'O parâmetro de rota',
  headers: 'O cabeçalho',
};

const ROOT_LABEL: Record<HttpPart, string> = {
  body: 'O corpo da requisição',
  querystring: 'O conteúdo da consulta',
  params: 'O conteúdo dos parâmetros de rota',
  headers: 'O conteúdo dos cabeçalhos',
};

const TYPE_NAME: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
};

const FORMAT_REASON: Record<string, string> = {
  email: 'deve ser um e-mail válido',
  uuid: 'deve ser um identificador (UUID) válido',
  guid: 'deve ser um identificador (UUID) válido',
  date: 'deve ser uma data no formato AAAA-MM-DD',
  datetime: 'deve ser uma data e hora no formato ISO 8601',
  url: 'deve ser uma URL válida',
};

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function label(part: HttpPart, path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_LABEL[part] : `${FIELD_LABEL[part]} '${formatPath(path)}'`;
}

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

function reason(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Fastify hands a missing body to the schema as null.
      if (issue.input === undefined || (issue.input === null && !issue.path?.length)) {
        return 'é obrigatório';
      }
      if (issue.input === null) return 'não pode ser nulo';
      return `deve ser ${TYPE_NAME[issue.expected] ?? `do tipo ${issue.expected}`}`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') {
        return Number(min) <= 1 ? 'não pode ficar vazio' : `deve ter pelo menos ${min} caracteres`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `deve ter pelo menos ${plural(min, 'item', 'itens')}`;
      }
      return `deve ser maior ${issue.inclusive ? 'ou igual a' : 'que'} ${min}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string')
        return `deve ter no máximo ${plural(max, 'caractere', 'caracteres')}`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `deve ter no máximo ${plural(max, 'item', 'itens')}`;
      }
      return `deve ser menor ${issue.inclusive ? 'ou igual a' : 'que'} ${max}`;
    }
    case 'invalid_format':
      return FORMAT_REASON[issue.format] ?? 'está em um formato inválido';
    case 'invalid_value':
      return issue.values.length === 1
        ? `deve ser ${JSON.stringify(issue.values[0])}`
        : `deve ser um destes valores: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'not_multiple_of':
      return `deve ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return `contém ${issue.keys.length === 1 ? 'um campo não permitido' : 'campos não permitidos'}: ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    default:
      return 'é inválido';
  }
}

/**
 * Where a text holds a NUL character, which PostgreSQL cannot store in a text column: the path of
 * the first such string, or null. Objects nest only as deep as a JSON body does.
 */
function findNulCharacter(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulCharacter(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/**
 * Validates a request part with its zod schema and turns the first issues into one Portuguese
 * sentence per issue. Messages a schema sets itself (a refine's 'CPF inválido') are kept and
 * prefixed with the field. Input values never go into the message: they may be passwords.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as HttpPart;
  return (data) => {
    const generated = new Set<string>();
    const result = schema.safeParse(data, {
      error: (issue) => {
        const message = `${label(part, issue.path ?? [])} ${reason(issue)}.`;
        generated.add(message);
        return message;
      },
    });
    if (result.success) {
      const nul = findNulCharacter(result.data);
      if (!nul) return { value: result.data };
      return {
        error: new RequestValidationError(part, `${label(part, nul)} contém caracteres inválidos.`),
      };
    }
    const sentences = result.error.issues.map((issue) =>
      generated.has(issue.message)
        ? issue.message
        : `${label(part, issue.path)} é inválido: ${issue.message}`,
    );
    const message = [...new Set(sentences)].slice(0, 3).join(' ');
    return { error: new RequestValidationError(part, message) };
  };
};

/** Zod validates requests and serializes responses of every route (fastify-type-provider-zod). */
export default fp(
  async function validation(app) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'validation' },
);
