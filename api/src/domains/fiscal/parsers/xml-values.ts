import { todayIso } from 'shared/format';
import type { FiscalAddress, FiscalEnvironment } from './types';

/** An element as fast-xml-parser gives it: text leaves are strings (parseTagValue is off). */
export type XmlNode = { [name: string]: unknown };

/** A fact the document states wrongly or leaves out; read-xml turns it into the file's message. */
export class FiscalContentError extends Error {
  override name = 'FiscalContentError';
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The child element, or null when absent or repeated where the layout allows one. */
export function child(node: XmlNode | null, name: string): XmlNode | null {
  const value = node?.[name];
  return isNode(value) ? value : null;
}

export function children(node: XmlNode | null, name: string): XmlNode[] {
  const value = node?.[name];
  if (Array.isArray(value)) return value.filter(isNode);
  return isNode(value) ? [value] : [];
}

/** The text of a leaf; an element with attributes keeps its text under '#text'. */
export function text(node: XmlNode | null, name: string): string | null {
  const value = node?.[name];
  if (typeof value === 'string') return value === '' ? null : value;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'] || null;
  return null;
}

export function required(node: XmlNode | null, name: string, where: string): string {
  const value = text(node, name);
  if (value === null) throw new FiscalContentError(`não tem o campo obrigatório ${where}/${name}`);
  return value;
}

export function attribute(node: XmlNode | null, name: string): string | null {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : null;
}

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,10}))?$/;

/**
 * Decimal text to integer cents without a float on the way: "1234.5" → 123450. More than two
 * places are accepted only when the rest are zeros, since a money field of the layouts has two.
 */
export function cents(value: string, field: string): number {
  const match = DECIMAL.exec(value.trim());
  const fraction = (match?.[2] ?? '').padEnd(2, '0');
  if (!match || !/^0*$/.test(fraction.slice(2))) {
    throw new FiscalContentError(`tem um valor inválido em ${field}: "${value}"`);
  }
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

export function centsOf(node: XmlNode | null, name: string, where: string): number {
  const value = text(node, name);
  return value === null ? 0 : cents(value, `${where}/${name}`);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function dateTime(value: string, field: string): string {
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw new FiscalContentError(`tem uma data e hora inválida em ${field}: "${value}"`);
  }
  return value;
}

/** The company's day of an instant: 23:30 in Manaus is already the next day in São Paulo. */
export function dayInSaoPaulo(isoDateTime: string): string {
  return todayIso(new Date(isoDateTime));
}

export function date(value: string, field: string): string {
  if (!DATE.test(value))
    throw new FiscalContentError(`tem uma data inválida em ${field}: "${value}"`);
  return value;
}

export function environment(value: string | null, field: string): FiscalEnvironment {
  if (value === '1') return 'production';
  if (value === '2') return 'homologation';
  throw new FiscalContentError(`tem um ambiente (${field}) desconhecido: "${value ?? ''}"`);
}

const CNPJ = /^[0-9A-Z]{12}\d{2}$/;
const CPF = /^\d{11}$/;

/** CNPJ or CPF as the layouts write it (no punctuation); anything else is refused. */
export function brazilianDocument(node: XmlNode | null, where: string): string | null {
  const cnpj = text(node, 'CNPJ');
  if (cnpj !== null) {
    if (!CNPJ.test(cnpj))
      throw new FiscalContentError(`tem um CNPJ inválido em ${where}: "${cnpj}"`);
    return cnpj;
  }
  const cpf = text(node, 'CPF');
  if (cpf !== null) {
    if (!CPF.test(cpf)) throw new FiscalContentError(`tem um CPF inválido em ${where}: "${cpf}"`);
    return cpf;
  }
  return null;
}

export function address(node: XmlNode | null, city: string | null = null): FiscalAddress | null {
  if (!node) return null;
  return {
    street: text(node, 'xLgr'),
    number: text(node, 'nro'),
    complement: text(node, 'xCpl'),
    neighbourhood: text(node, 'xBairro'),
    city: text(node, 'xMun') ?? city,
    cityCode: text(node, 'cMun'),
    state: text(node, 'UF'),
    zipCode: text(node, 'CEP'),
  };
}
