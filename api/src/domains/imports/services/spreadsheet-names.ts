import { SPREADSHEET_FIELD_LABELS, isValidCpfOrCnpj } from 'shared/contracts';
import type { SpreadsheetField } from 'shared/contracts';
import type { CheckedRow, SheetRow } from '../parsers/spreadsheet/rows';
import type {
  CompanyNames,
  NamedCategory,
  NamedContact,
  NamedRow,
} from '../repositories/spreadsheet-import-repository';

// The plan step of a spreadsheet import: each checked row's category, cost centre, contact and
// bank account found among the company's by name (or marked to be created), in memory.

/** Lower case, no accents, single spaces: how names are compared (as the database's search_name). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const TYPE_WORD = { receita: 'uma receita', despesa: 'uma despesa' } as const;

export interface Resolved {
  row: SheetRow;
  categoryId: string;
  /** When the row had no category: the one suggested, and why (a rule, or history). */
  suggested: { label: string; reason: string } | null;
  costCenter: { id: string } | { newKey: string } | null;
  contact: { id: string } | { newKey: string } | null;
  bankAccountId: string | null;
}

export interface NewContact {
  name: string;
  document: string;
  isSupplier: boolean;
  isClient: boolean;
}

/** A category for a row that gives none: a rule's or history's, with its reason; or nothing. */
export type SuggestCategory = (
  row: SheetRow,
) => { categoryId: string; costCenterId: string | null; reason: string } | null;

export const NO_CATEGORY_MESSAGE =
  'é obrigatória: nenhuma regra nem o histórico da empresa sugerem uma categoria para esta linha.';

/** Resolves each row's names against the company's, in memory; errors go on the row. */
export function resolveNames(
  checked: CheckedRow[],
  names: CompanyNames,
  suggest: SuggestCategory = () => null,
) {
  // A file repeats a few hundred names over 100k rows: each is folded once.
  const folded = new Map<string, string>();
  const fold = (text: string) => {
    let key = folded.get(text);
    if (key === undefined) {
      key = foldName(text);
      folded.set(text, key);
    }
    return key;
  };
  const categoriesByCode = new Map(names.categories.map((row) => [row.code, row]));
  const categoriesByName = groupBy(names.categories, (row) => fold(row.name));
  const accountsByName = groupBy(names.bankAccounts, (row) => fold(row.name));
  const centresByName = groupBy(names.costCenters, (row) => fold(row.name));
  const contactsByName = groupBy(names.contacts, (row) => fold(row.name));
  const contactsByDocument = new Map(names.contacts.map((row) => [row.document, row]));
  const newContacts = new Map<string, NewContact>();
  const newContactByName = new Map<string, string>();
  const newCostCenters = new Map<string, string>();
  const resolved: Resolved[] = [];

  // First the contacts the file introduces with a document, so that another row naming the same
  // contact without one finds it.
  for (const { names: row } of checked) {
    if (!row.contact || !row.contactDocument) continue;
    const document = row.contactDocument.replace(/\D/g, '');
    if (!isValidCpfOrCnpj(document) || contactsByDocument.has(document)) continue;
    if (!newContacts.has(document)) {
      newContacts.set(document, {
        name: row.contact,
        document,
        isSupplier: false,
        isClient: false,
      });
      if (!newContactByName.has(fold(row.contact))) {
        newContactByName.set(fold(row.contact), document);
      }
    }
  }

  const category = (text: string, type: 'receita' | 'despesa'): NamedCategory | string => {
    const coded = /^(\d+(?:\.\d{2})*)(?:\s*[-–:]?\s+.*)?$/.exec(text);
    let found = coded ? categoriesByCode.get(coded[1]!) : undefined;
    if (!found) {
      const named = categoriesByName.get(fold(text)) ?? [];
      if (named.length === 0) {
        return `a categoria '${text}' não existe no plano de contas: cadastre-a em Categorias ou use uma existente.`;
      }
      const ofType = named.filter((row) => row.type === type);
      if (ofType.length === 0) {
        return `a categoria '${text}' é de ${named[0]!.type}, e a linha é ${TYPE_WORD[type]}.`;
      }
      const usable = ofType.filter((row) => row.active && row.leaf);
      if (usable.length > 1) {
        return `há mais de uma categoria '${text}': use o código (${usable.map((row) => row.code).join(' ou ')}).`;
      }
      found = usable[0] ?? ofType[0]!;
    }
    if (found.type !== type) {
      return `a categoria '${text}' é de ${found.type}, e a linha é ${TYPE_WORD[type]}.`;
    }
    if (!found.leaf) return `a categoria '${text}' tem subcategorias: use uma delas.`;
    if (!found.active) return `a categoria '${text}' está inativa.`;
    return found;
  };

  const single = <Row extends NamedRow>(
    map: Map<string, Row[]>,
    text: string,
  ): Row | 'ambiguous' | null => {
    const rows = map.get(fold(text)) ?? [];
    if (rows.length === 0) return null;
    const active = rows.filter((row) => row.active);
    if (active.length > 1) return 'ambiguous';
    return active[0] ?? rows[0]!;
  };

  for (const item of checked) {
    const { row: valid, names: row } = item;
    const fail = (field: SpreadsheetField, message: string) =>
      item.errors.push({ line: item.line, field: SPREADSHEET_FIELD_LABELS[field], message });

    // Without a valid type, a category cannot be checked against it.
    let foundCategory = row.type && row.category ? category(row.category, row.type) : null;
    if (typeof foundCategory === 'string') fail('category', foundCategory);
    let suggested: Resolved['suggested'] = null;
    let suggestedCostCenter: string | null = null;
    if (!row.category) {
      // Asked only of a row valid otherwise: a suggestion needs its type, amount and text.
      const answer = valid ? suggest(valid) : null;
      const named = answer && names.categories.find((found) => found.id === answer.categoryId);
      if (named && named.type === valid!.type && named.active && named.leaf) {
        foundCategory = named;
        suggested = { label: `${named.code} ${named.name}`, reason: answer!.reason };
        suggestedCostCenter = answer!.costCenterId;
      } else fail('category', valid ? NO_CATEGORY_MESSAGE : 'é obrigatória.');
    }

    let bankAccountId: string | null = null;
    if (row.bankAccount) {
      const account = single(accountsByName, row.bankAccount);
      if (account === null) {
        fail(
          'bank_account',
          `a conta '${row.bankAccount}' não está cadastrada: cadastre-a em Contas bancárias ou corrija o nome.`,
        );
      } else if (account === 'ambiguous') {
        fail('bank_account', `há mais de uma conta '${row.bankAccount}'.`);
      } else if (!account.active) {
        fail('bank_account', `a conta '${row.bankAccount}' está inativa.`);
      } else bankAccountId = account.id;
    }

    let costCenter: Resolved['costCenter'] = suggestedCostCenter
      ? { id: suggestedCostCenter }
      : null;
    if (row.costCenter) {
      const centre = single(centresByName, row.costCenter);
      if (centre === 'ambiguous') {
        fail('cost_center', `há mais de um centro de custo '${row.costCenter}'.`);
      } else if (centre && !centre.active) {
        fail('cost_center', `o centro de custo '${row.costCenter}' está inativo.`);
      } else if (centre) costCenter = { id: centre.id };
      else if (row.costCenter.length < 2) {
        fail('cost_center', 'o nome de um novo centro de custo deve ter ao menos 2 caracteres.');
      } else {
        const key = fold(row.costCenter);
        if (!newCostCenters.has(key)) newCostCenters.set(key, row.costCenter);
        costCenter = { newKey: key };
      }
    }

    let contact: Resolved['contact'] = null;
    const document = row.contactDocument?.replace(/\D/g, '') ?? '';
    if (row.contactDocument && !isValidCpfOrCnpj(document)) {
      fail('contact_document', `'${row.contactDocument}' não é um CPF ou CNPJ válido.`);
    } else if (document) {
      const existing = contactsByDocument.get(document);
      if (existing) {
        if (!existing.active) fail('contact', `'${existing.name}' está inativo no cadastro.`);
        else contact = { id: existing.id };
      } else if (!row.contact) {
        fail('contact', `informe o nome para cadastrar o CPF/CNPJ ${row.contactDocument}.`);
      } else if (row.contact.length < 2) {
        fail('contact', 'o nome de um novo fornecedor/cliente deve ter ao menos 2 caracteres.');
      } else contact = { newKey: document };
    } else if (row.contact) {
      const found = single<NamedContact>(contactsByName, row.contact);
      const pending = newContactByName.get(fold(row.contact));
      if (found === 'ambiguous') {
        fail(
          'contact',
          `há mais de um '${row.contact}' no cadastro: informe o CPF/CNPJ para dizer qual.`,
        );
      } else if (found && !found.active) {
        fail('contact', `'${row.contact}' está inativo no cadastro.`);
      } else if (found) contact = { id: found.id };
      else if (pending) contact = { newKey: pending };
      else {
        fail(
          'contact',
          `'${row.contact}' não está cadastrado: informe o CPF/CNPJ na coluna '${SPREADSHEET_FIELD_LABELS.contact_document}' para cadastrá-lo ao confirmar.`,
        );
      }
    }

    if (!valid || item.errors.length > 0 || !foundCategory || typeof foundCategory === 'string') {
      continue;
    }
    if (contact && 'newKey' in contact) {
      const created = newContacts.get(contact.newKey)!;
      if (valid.type === 'despesa') created.isSupplier = true;
      else created.isClient = true;
    }
    resolved.push({
      row: valid,
      categoryId: foundCategory.id,
      suggested,
      costCenter,
      contact,
      bankAccountId,
    });
  }

  // Only what the valid rows use is created.
  const usedContacts = new Set<string>();
  const usedCentres = new Set<string>();
  for (const item of resolved) {
    if (item.contact && 'newKey' in item.contact) usedContacts.add(item.contact.newKey);
    if (item.costCenter && 'newKey' in item.costCenter) usedCentres.add(item.costCenter.newKey);
  }
  for (const key of [...newContacts.keys()]) if (!usedContacts.has(key)) newContacts.delete(key);
  for (const key of [...newCostCenters.keys()]) {
    if (!usedCentres.has(key)) newCostCenters.delete(key);
  }
  return { resolved, newContacts, newCostCenters };
}
