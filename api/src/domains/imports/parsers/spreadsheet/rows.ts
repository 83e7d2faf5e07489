import {
  REQUIRED_SPREADSHEET_FIELDS,
  SPREADSHEET_FIELDS,
  SPREADSHEET_FIELD_LABELS,
} from 'shared/contracts';
import type { SpreadsheetField, SpreadsheetMapping, SpreadsheetRowError } from 'shared/contracts';
import { normaliseDescription } from '../description';
import { parseAmountCents, parseBrDate } from '../values';
import { SpreadsheetError } from './read-sheet';

/** Header names people use for each field, normalised (upper case, no accents, no punctuation). */
const HEADER_NAMES: Record<SpreadsheetField, string[]> = {
  type: ['TIPO', 'TIPO DE LANCAMENTO', 'NATUREZA', 'PAGAR RECEBER', 'OPERACAO'],
  description: ['DESCRICAO', 'HISTORICO', 'DESCRICAO DO LANCAMENTO', 'TITULO', 'DESCRICAO CONTA'],
  amount: ['VALOR', 'VALOR R', 'VALOR RS', 'VALOR EM R', 'VALOR TOTAL', 'VALOR DO TITULO'],
  due_date: ['VENCIMENTO', 'DATA DE VENCIMENTO', 'DATA VENCIMENTO', 'VENC', 'DT VENCIMENTO'],
  competence_date: ['COMPETENCIA', 'DATA DE COMPETENCIA', 'DATA COMPETENCIA', 'MES DE COMPETENCIA'],
  category: ['CATEGORIA', 'PLANO DE CONTAS', 'CONTA CONTABIL', 'CLASSIFICACAO'],
  cost_center: ['CENTRO DE CUSTO', 'CENTRO DE CUSTOS', 'CC'],
  contact: [
    'FORNECEDOR CLIENTE',
    'FORNECEDOR',
    'CLIENTE',
    'CLIENTE FORNECEDOR',
    'CONTATO',
    'FAVORECIDO',
    'PAGADOR',
    'RAZAO SOCIAL',
  ],
  bank_account: ['CONTA BANCARIA', 'CONTA', 'BANCO', 'CONTA CORRENTE'],
  document_number: [
    'N DO DOCUMENTO',
    'NO DO DOCUMENTO',
    'NUMERO DO DOCUMENTO',
    'DOCUMENTO',
    'N DOCUMENTO',
    'NOTA FISCAL',
    'NF',
  ],
  notes: ['OBSERVACOES', 'OBSERVACAO', 'OBS', 'NOTAS'],
  paid_on: [
    'PAGO EM',
    'DATA DE PAGAMENTO',
    'DATA PAGAMENTO',
    'PAGAMENTO',
    'RECEBIDO EM',
    'PAGO EM OPCIONAL',
  ],
  contact_document: [
    'CPF CNPJ DO FORNECEDOR CLIENTE',
    'CPF CNPJ',
    'CNPJ',
    'CPF',
    'CNPJ CPF',
    'DOCUMENTO DO FORNECEDOR',
  ],
};

/**
 * The index of the header: among the first 20 rows, the one naming the most required columns
 * (a title line above the header is skipped); without one, the first row with anything in it.
 */
export function headerIndex(rows: string[][]): number {
  const first = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (first < 0) throw new SpreadsheetError('O arquivo está vazio.');
  let best = first;
  let bestCount = 0;
  for (let index = first; index < Math.min(rows.length, first + 20); index++) {
    const mapping = detectMapping(rows[index]!);
    const count = REQUIRED_SPREADSHEET_FIELDS.filter((field) => mapping[field] !== null).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  }
  return bestCount >= 3 ? best : first;
}

/** Each field's column, by its header (exact names first, so "Conta bancária" is not "Conta"). */
export function detectMapping(header: string[]): SpreadsheetMapping {
  const names = header.map((cell) => normaliseDescription(cell));
  const mapping = Object.fromEntries(SPREADSHEET_FIELDS.map((field) => [field, null])) as Record<
    SpreadsheetField,
    number | null
  >;
  const taken = new Set<number>();
  // One pass per synonym rank: every field's preferred name is taken before anyone's alternative.
  const longest = Math.max(...Object.values(HEADER_NAMES).map((list) => list.length));
  for (let rank = 0; rank < longest; rank++) {
    for (const field of SPREADSHEET_FIELDS) {
      const wanted = HEADER_NAMES[field][rank];
      if (mapping[field] !== null || wanted === undefined) continue;
      const column = names.findIndex((name, index) => name === wanted && !taken.has(index));
      if (column >= 0) {
        mapping[field] = column;
        taken.add(column);
      }
    }
  }
  return mapping;
}

/** The fields a mapping leaves out that a movement needs, by their labels. */
export function missingFields(mapping: SpreadsheetMapping): string[] {
  return REQUIRED_SPREADSHEET_FIELDS.filter((field) => mapping[field] === null).map(
    (field) => SPREADSHEET_FIELD_LABELS[field],
  );
}

export function mappingError(mapping: SpreadsheetMapping, columns: number): string | null {
  const missing = missingFields(mapping);
  if (missing.length > 0) {
    return `Não encontramos as colunas ${missing.map((name) => `'${name}'`).join(', ')}: indique na correspondência de colunas qual coluna da planilha tem cada uma.`;
  }
  const used = new Map<number, SpreadsheetField>();
  for (const field of SPREADSHEET_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    if (column >= columns) {
      return `A planilha não tem a coluna ${column + 1}, indicada para '${SPREADSHEET_FIELD_LABELS[field]}'.`;
    }
    const other = used.get(column);
    if (other) {
      return `A coluna ${column + 1} foi indicada para '${SPREADSHEET_FIELD_LABELS[other]}' e '${SPREADSHEET_FIELD_LABELS[field]}': cada coluna vale para um campo.`;
    }
    used.set(column, field);
  }
  return null;
}

const RECEITA = new Set([
  'RECEITA',
  'RECEITAS',
  'A RECEBER',
  'CONTA A RECEBER',
  'CONTAS A RECEBER',
  'RECEBER',
  'ENTRADA',
  'CREDITO',
  'R',
  'C',
]);
const DESPESA = new Set([
  'DESPESA',
  'DESPESAS',
  'A PAGAR',
  'CONTA A PAGAR',
  'CONTAS A PAGAR',
  'PAGAR',
  'SAIDA',
  'DEBITO',
  'D',
  'P',
]);

/** A row that passed the checks that need nothing but itself; names are resolved later. */
export interface SheetRow {
  line: number;
  type: 'receita' | 'despesa';
  description: string;
  amountCents: number;
  dueDate: string;
  competenceDate: string;
  category: string;
  costCenter: string | null;
  contact: string | null;
  contactDocument: string | null;
  bankAccount: string | null;
  documentNumber: string | null;
  notes: string | null;
  paidOn: string | null;
}

/** The names a row gives, read even when the row has other errors, so all are reported at once. */
export interface RowNames {
  type: 'receita' | 'despesa' | null;
  category: string;
  costCenter: string | null;
  contact: string | null;
  contactDocument: string | null;
  bankAccount: string | null;
}

export interface CheckedRow {
  line: number;
  cells: string[];
  /** Null when the row has an error of its own (type, amount, dates, lengths). */
  row: SheetRow | null;
  names: RowNames;
  errors: SpreadsheetRowError[];
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Every data row below the header, checked on its own: type, amount, dates and lengths. Rows
 * with nothing in them are skipped; lines are the spreadsheet's (the header is line 1).
 */
export function checkRows(
  rows: string[][],
  header: number,
  mapping: SpreadsheetMapping,
  today: string,
  { dotGroupsThousands }: { dotGroupsThousands: boolean },
): CheckedRow[] {
  const checked: CheckedRow[] = [];
  for (let index = header + 1; index < rows.length; index++) {
    const cells = rows[index]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const line = index + 1;
    const errors: SpreadsheetRowError[] = [];
    const fail = (field: SpreadsheetField, message: string) =>
      errors.push({ line, field: SPREADSHEET_FIELD_LABELS[field], message });
    const value = (field: SpreadsheetField) => {
      const column = mapping[field];
      return column === null ? '' : (cells[column] ?? '').trim();
    };
    const optional = (field: SpreadsheetField, max: number) => {
      const text = value(field).replace(/\s+/g, ' ');
      if (text.length > max) fail(field, `deve ter no máximo ${max} caracteres.`);
      return text === '' ? null : text;
    };
    const date = (field: SpreadsheetField, required: boolean): string | null => {
      const text = value(field);
      if (text === '') {
        if (required) fail(field, 'é obrigatório.');
        return null;
      }
      const parsed = parseBrDate(text);
      if (parsed === 'invalid') fail(field, `a data ${text} não existe.`);
      else if (parsed === null) fail(field, `'${text}' não é uma data: use dd/mm/aaaa.`);
      else return parsed;
      return null;
    };

    const typeText = value('type');
    const typeName = normaliseDescription(typeText);
    let type: 'receita' | 'despesa' | null = null;
    if (typeText === '') fail('type', 'é obrigatório: Despesa (a pagar) ou Receita (a receber).');
    else if (RECEITA.has(typeName)) type = 'receita';
    else if (DESPESA.has(typeName)) type = 'despesa';
    else fail('type', `'${typeText}' não é um tipo: use Despesa (a pagar) ou Receita (a receber).`);

    const description = value('description').replace(/\s+/g, ' ');
    if (description === '') fail('description', 'é obrigatória.');
    else if (description.length < 2) fail('description', 'deve ter ao menos 2 caracteres.');
    else if (description.length > 200) fail('description', 'deve ter no máximo 200 caracteres.');

    const amountText = value('amount');
    let amountCents: number | null = null;
    if (amountText === '') fail('amount', 'é obrigatório.');
    else {
      const cents = parseAmountCents(amountText, { dotGroupsThousands });
      if (cents === null) fail('amount', `'${amountText}' não é um valor: use 1.234,56.`);
      else if (cents === 0) fail('amount', 'deve ser maior que zero.');
      else if (cents < 0) {
        fail(
          'amount',
          `'${amountText}' é negativo: informe o valor sem sinal; o Tipo diz se é a pagar ou a receber.`,
        );
      } else amountCents = cents;
    }

    const dueDate = date('due_date', true);
    const competenceDate = date('competence_date', false);
    const paidOn = date('paid_on', false);
    if (paidOn && paidOn > today) {
      fail('paid_on', `o pagamento em ${brDate(paidOn)} é posterior a hoje.`);
    }
    // An empty category is asked of the suggestion service when the names are resolved.
    const category = value('category');
    const costCenter = optional('cost_center', 120);
    const contact = optional('contact', 160);
    const contactDocument = optional('contact_document', 30);
    const bankAccount = optional('bank_account', 80);
    const documentNumber = optional('document_number', 60);
    const notes = optional('notes', 2000);
    const row: SheetRow | null =
      errors.length === 0
        ? {
            line,
            type: type!,
            description,
            amountCents: amountCents!,
            dueDate: dueDate!,
            competenceDate: competenceDate ?? dueDate!,
            category,
            costCenter,
            contact,
            contactDocument,
            bankAccount,
            documentNumber,
            notes,
            paidOn,
          }
        : null;
    checked.push({
      line,
      cells,
      row,
      names: { type, category, costCenter, contact, contactDocument, bankAccount },
      errors,
    });
  }
  return checked;
}
