import type {
  AutoReconcileSettings,
  ImportRule,
  ImportRuleInput,
  ImportRuleList,
  ImportRuleTrial,
} from 'shared/contracts';
import { MAX_IMPORT_RULES } from 'shared/contracts';
import { badRequest, conflict, notFound } from '../../../errors';
import type {
  PastMovement,
  RuleRow,
  SuggestionsRepository,
} from '../repositories/suggestions-repository';
import { compileRule, prepareSubject } from '../rules/rule-matcher';
import type { Rule } from '../rules/rule-matcher';

// Regras de extrato: the company's list, kept in order, each with how many of the last 12 months'
// movements it would have caught, so a person sees what a rule does before trusting it.

export const RULE_NOT_FOUND_MESSAGE = 'Regra não encontrada.';
export const REORDER_STALE_MESSAGE =
  'A lista de regras mudou enquanto você reordenava. Recarregue a página e tente de novo.';
const TRIAL_EXAMPLES = 5;

export interface ImportRulesService {
  list(companyId: string): Promise<ImportRuleList>;
  create(companyId: string, input: ImportRuleInput): Promise<ImportRule>;
  update(companyId: string, id: string, input: ImportRuleInput): Promise<ImportRule>;
  remove(companyId: string, id: string): Promise<void>;
  reorder(companyId: string, ids: string[]): Promise<ImportRuleList>;
  trial(companyId: string, input: ImportRuleInput): Promise<ImportRuleTrial>;
  autoReconcile(companyId: string, bankAccountId: string): Promise<AutoReconcileSettings>;
  saveAutoReconcile(
    companyId: string,
    bankAccountId: string,
    settings: { enabled: boolean; min_confidence: number },
  ): Promise<AutoReconcileSettings>;
}

function toRule(input: ImportRuleInput): Omit<Rule, 'id'> {
  const hasText = input.text_operator !== null && !!input.text;
  return {
    name: input.name,
    active: input.active,
    textOperator: hasText ? input.text_operator : null,
    text: hasText ? input.text : null,
    amountOperator: input.amount_operator,
    amountMinCents: input.amount_operator ? input.amount_min_cents : null,
    amountMaxCents: input.amount_operator === 'between' ? input.amount_max_cents : null,
    direction: input.direction,
    bankAccountId: input.bank_account_id,
    document: input.document,
    categoryId: input.ignore ? null : input.category_id,
    contactId: input.ignore ? null : input.contact_id,
    costCenterId: input.ignore ? null : input.cost_center_id,
    setDescription: input.ignore ? null : input.set_description || null,
    ignore: input.ignore,
  };
}

function toContract(row: RuleRow, pastMatches: number): ImportRule {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    active: row.active,
    text_operator: row.textOperator,
    text: row.text,
    amount_operator: row.amountOperator,
    amount_min_cents: row.amountMinCents,
    amount_max_cents: row.amountMaxCents,
    direction: row.direction,
    bank_account_id: row.bankAccountId,
    document: row.document,
    category_id: row.categoryId,
    contact_id: row.contactId,
    cost_center_id: row.costCenterId,
    set_description: row.setDescription,
    ignore: row.ignore,
    past_matches: pastMatches,
    updated_at: row.updatedAt,
  };
}

/** The past movements a rule catches: each grouped row counts its uses. */
function matchesOf(rule: Omit<Rule, 'id'>, rows: PastMovement[]): PastMovement[] {
  const compiled = compileRule({ ...rule, id: '', active: true });
  return rows.filter((row) =>
    compiled.test(
      prepareSubject({
        description: row.description,
        type: row.type,
        amountCents: row.amountCents,
        bankAccountId: row.bankAccountId,
        document: row.document,
      }),
    ),
  );
}

const usesOf = (rows: PastMovement[]) => rows.reduce((sum, row) => sum + row.uses, 0);

export function createImportRulesService(deps: {
  suggestions: SuggestionsRepository;
}): ImportRulesService {
  const { suggestions } = deps;

  /** Every id a rule names is the company's, active, and of the rule's kind. */
  async function checkReferences(companyId: string, rule: Omit<Rule, 'id'>) {
    const [categories, contacts, costCenters, accounts] = await Promise.all([
      rule.categoryId ? suggestions.categories(companyId) : Promise.resolve([]),
      suggestions.contacts(companyId, rule.contactId ? [rule.contactId] : []),
      suggestions.costCenters(companyId, rule.costCenterId ? [rule.costCenterId] : []),
      suggestions.bankAccounts(companyId, rule.bankAccountId ? [rule.bankAccountId] : []),
    ]);
    if (rule.categoryId) {
      const category = categories.find((row) => row.id === rule.categoryId);
      if (!category) throw badRequest('Escolha uma categoria ativa e sem subcategorias.');
      if (rule.direction && category.type !== rule.direction) {
        throw badRequest(
          `A categoria é de ${category.type}, mas a regra vale para ${rule.direction === 'receita' ? 'créditos' : 'débitos'}.`,
        );
      }
    }
    if (rule.contactId && contacts.length === 0)
      throw badRequest('O fornecedor ou cliente escolhido não foi encontrado.');
    if (rule.costCenterId && costCenters.length === 0)
      throw badRequest('O centro de custo escolhido não foi encontrado ou está inativo.');
    if (rule.bankAccountId && accounts.length === 0)
      throw badRequest('A conta bancária escolhida não foi encontrada.');
  }

  async function list(companyId: string): Promise<ImportRuleList> {
    const [rules, past] = await Promise.all([
      suggestions.rules(companyId),
      suggestions.pastMovements(companyId),
    ]);
    return {
      rules: rules.map((row) => toContract(row, usesOf(matchesOf(row, past.rows)))),
      history_from: past.from,
    };
  }

  async function one(companyId: string, id: string): Promise<ImportRule> {
    const row = await suggestions.rule(companyId, id);
    if (!row) throw notFound(RULE_NOT_FOUND_MESSAGE);
    const past = await suggestions.pastMovements(companyId);
    return toContract(row, usesOf(matchesOf(row, past.rows)));
  }

  return {
    list,
    async create(companyId, input) {
      const rule = toRule(input);
      await checkReferences(companyId, rule);
      if ((await suggestions.countRules(companyId)) >= MAX_IMPORT_RULES) {
        throw conflict(
          `A empresa já tem ${MAX_IMPORT_RULES} regras, o limite. Exclua ou junte regras antes de criar outra.`,
        );
      }
      return one(companyId, await suggestions.insertRule(companyId, rule));
    },
    async update(companyId, id, input) {
      const rule = toRule(input);
      await checkReferences(companyId, rule);
      if (!(await suggestions.updateRule(companyId, id, rule))) {
        throw notFound(RULE_NOT_FOUND_MESSAGE);
      }
      return one(companyId, id);
    },
    async remove(companyId, id) {
      if (!(await suggestions.deleteRule(companyId, id))) throw notFound(RULE_NOT_FOUND_MESSAGE);
    },
    async reorder(companyId, ids) {
      if ((await suggestions.reorder(companyId, ids)) === 'mismatch') {
        throw conflict(REORDER_STALE_MESSAGE);
      }
      return list(companyId);
    },
    async trial(companyId, input) {
      const past = await suggestions.pastMovements(companyId);
      const caught = matchesOf(toRule(input), past.rows).sort((a, b) =>
        a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
      );
      return {
        past_matches: usesOf(caught),
        examples: caught.slice(0, TRIAL_EXAMPLES).map((row) => ({
          description: row.description,
          amount_cents: row.type === 'despesa' ? -row.amountCents : row.amountCents,
          date: row.date,
        })),
      };
    },
    async autoReconcile(companyId, bankAccountId) {
      const [account] = await suggestions.bankAccounts(companyId, [bankAccountId]);
      if (!account) throw notFound('Conta bancária não encontrada.');
      const saved = await suggestions.autoReconcile(companyId, bankAccountId);
      return {
        bank_account_id: bankAccountId,
        enabled: saved?.enabled ?? false,
        min_confidence: saved?.minConfidence ?? 90,
      };
    },
    async saveAutoReconcile(companyId, bankAccountId, settings) {
      const [account] = await suggestions.bankAccounts(companyId, [bankAccountId]);
      if (!account) throw notFound('Conta bancária não encontrada.');
      await suggestions.saveAutoReconcile(companyId, bankAccountId, {
        enabled: settings.enabled,
        minConfidence: settings.min_confidence,
      });
      return {
        bank_account_id: bankAccountId,
        enabled: settings.enabled,
        min_confidence: settings.min_confidence,
      };
    },
  };
}
