import type { Category, ImportDecision, PreviewLine } from 'shared/contracts';

/** What the user chose for one line; a line left without a choice is not imported. */
export type LineChoice =
  | { action: 'pay'; movementId: string }
  | {
      action: 'create';
      categoryId: string | null;
      /** The contact found by the document in the text, kept unless the user unlinks it. */
      contactId: string | null;
      /** Register a contact with the document in the text (when no contact has it). */
      createContact: boolean;
      costCenterId: string | null;
      /** What a rule says to write instead of the bank's text; null keeps the bank's. */
      description: string | null;
    }
  | { action: 'ignore' }
  /** The line is a payment already recorded (a Pix settled by the PSP): linked, not paid again. */
  | { action: 'reconcile'; paymentId: string }
  /**
   * Money moved between two of the company's accounts: neither receita nor despesa. The other
   * account is null until the person picks it (nothing is sent without it).
   */
  | { action: 'transfer'; otherAccountId: string | null };

/**
 * Creating a movement from a line: what the rule or the history suggests (category, contact,
 * cost centre, description), else the contact its document names.
 */
export function createChoice(line: PreviewLine): Extract<LineChoice, { action: 'create' }> {
  const suggestion = line.suggestion;
  return {
    action: 'create',
    categoryId: suggestion?.category_id ?? line.suggested_category_id,
    contactId: suggestion?.contact?.id ?? line.suggested_contact?.id ?? null,
    createContact: line.new_contact_name !== null,
    costCenterId: suggestion?.cost_center_id ?? null,
    description: suggestion?.description ?? null,
  };
}

/**
 * Treating a line as a transfer: the other account the API found, else the only other account
 * there is, else none yet (the person picks it).
 */
export function transferChoice(
  line: PreviewLine,
  otherAccounts: readonly { id: string }[],
): Extract<LineChoice, { action: 'transfer' }> {
  const only = otherAccounts.length === 1 ? otherAccounts[0]!.id : null;
  return { action: 'transfer', otherAccountId: line.transfer?.other_account?.id ?? only };
}

/**
 * Whether the suggestion decides the line's start: a rule that ignores it, or one that gives a
 * category. History that disagreed (no category, only its reason) guesses nothing.
 */
const suggestsIgnore = (line: PreviewLine) => line.suggestion?.ignore === true;
const suggestsCreate = (line: PreviewLine) =>
  Boolean(line.suggestion?.category_id ?? line.suggested_category_id);

/**
 * The starting choices: pay the proposed movement (the user sees it and may change it), create
 * new lines as the rule or history suggests (or ignore them when a rule says so), and ignore a
 * tie or a line with no suggestion until the user decides; a line already received is reconciled
 * with its payment, and a transfer between the company's accounts (found by the API, or the text
 * naming the company's own CNPJ) is treated as one. Duplicates get no choice: they are already
 * imported.
 */
export function initialChoices(lines: PreviewLine[]): Map<number, LineChoice> {
  const choices = new Map<number, LineChoice>();
  for (const line of lines) {
    if (line.state === 'duplicate') continue;
    if (line.received) {
      choices.set(line.line, { action: 'reconcile', paymentId: line.received.payment_id });
    } else if (line.transfer) {
      choices.set(line.line, {
        action: 'transfer',
        otherAccountId: line.transfer.other_account?.id ?? null,
      });
    } else if (line.proposed_movement_id) {
      choices.set(line.line, { action: 'pay', movementId: line.proposed_movement_id });
    } else if (line.state === 'new' && suggestsIgnore(line)) {
      choices.set(line.line, { action: 'ignore' });
    } else if (line.state === 'new' && suggestsCreate(line)) {
      choices.set(line.line, createChoice(line));
    } else {
      choices.set(line.line, { action: 'ignore' });
    }
  }
  return choices;
}

export interface MissingChoices {
  /** Lines to create without a category. */
  missingCategory: number[];
  /** Transfers without the other account. */
  missingAccount: number[];
}

/** The decisions to send, or the lines still missing something (nothing is sent then). */
export function toDecisions(
  choices: Map<number, LineChoice>,
): { decisions: ImportDecision[] } | MissingChoices {
  const decisions: ImportDecision[] = [];
  const missingCategory: number[] = [];
  const missingAccount: number[] = [];
  for (const [line, choice] of choices) {
    if (choice.action === 'pay') {
      decisions.push({ line, action: 'pay', movement_id: choice.movementId });
    } else if (choice.action === 'reconcile') {
      decisions.push({ line, action: 'reconcile', payment_id: choice.paymentId });
    } else if (choice.action === 'transfer') {
      if (!choice.otherAccountId) missingAccount.push(line);
      else decisions.push({ line, action: 'transfer', other_account_id: choice.otherAccountId });
    } else if (choice.action === 'create') {
      if (!choice.categoryId) missingCategory.push(line);
      else {
        decisions.push({
          line,
          action: 'create',
          category_id: choice.categoryId,
          ...(choice.contactId ? { contact_id: choice.contactId } : {}),
          ...(!choice.contactId && choice.createContact ? { create_contact: true } : {}),
          ...(choice.costCenterId ? { cost_center_id: choice.costCenterId } : {}),
          ...(choice.description ? { description: choice.description } : {}),
        });
      }
    } else {
      decisions.push({ line, action: 'ignore' });
    }
  }
  return missingCategory.length > 0 || missingAccount.length > 0
    ? { missingCategory, missingAccount }
    : { decisions };
}

export interface ChoiceCounts {
  pay: number;
  create: number;
  ignore: number;
  reconcile: number;
  transfer: number;
}

export function countChoices(choices: Map<number, LineChoice>): ChoiceCounts {
  const counts = { pay: 0, create: 0, ignore: 0, reconcile: 0, transfer: 0 };
  for (const choice of choices.values()) counts[choice.action]++;
  return counts;
}

/** Leaf, active categories of one type: the only ones a movement can go on. */
export function leafCategories(categories: Category[], type: 'receita' | 'despesa'): Category[] {
  const parents = new Set(categories.map((category) => category.parent_id).filter(Boolean));
  return categories
    .filter((category) => category.type === type && category.active && !parents.has(category.id))
    .sort((a, b) => a.code.localeCompare(b.code, 'pt-BR', { numeric: true }));
}
