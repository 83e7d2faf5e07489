import type { LineSuggestion } from 'shared/contracts';
import { learnFromHistory } from '../learner/history-learner';
import type { Learned } from '../learner/history-learner';
import type { SuggestionsRepository } from '../repositories/suggestions-repository';
import { compileRules, prepareSubject } from '../rules/rule-matcher';
import type { PreparedSubject, Rule, RuleSubject } from '../rules/rule-matcher';

// The one suggestion service (DESIGN.md, "Suggestions"): rules first, then the company's history,
// each answer with its confidence and a reason in words. The statement import, the spreadsheet
// import and the fiscal intake all ask it, so a rule written once applies wherever a line gets a
// category.

export type SuggestionSubject = RuleSubject;

export interface Suggester {
  suggest(subject: SuggestionSubject): LineSuggestion | null;
  /** The statement's account's auto-conciliação, when an account was given and set it up. */
  autoReconcile: { enabled: boolean; minConfidence: number } | null;
}

export interface SuggestionService {
  /** Everything the company's suggestions need, read once for a whole file. */
  forCompany(
    companyId: string,
    options?: { history?: boolean; bankAccountId?: string | null },
  ): Promise<Suggester>;
}

const RULE_CONFIDENCE = 100;

export function createSuggestionService(deps: {
  suggestions: SuggestionsRepository;
}): SuggestionService {
  const { suggestions } = deps;
  return {
    async forCompany(companyId, options = {}) {
      const [rules, categories, history, autoReconcile] = await Promise.all([
        suggestions.rules(companyId),
        suggestions.categories(companyId),
        options.history === false ? Promise.resolve([]) : suggestions.history(companyId),
        options.bankAccountId
          ? suggestions.autoReconcile(companyId, options.bankAccountId)
          : Promise.resolve(null),
      ]);
      const active = rules.filter((rule) => rule.active);
      const [ruleContacts, ruleCostCenters] = await Promise.all([
        suggestions.contacts(companyId, [
          ...new Set(active.flatMap((rule) => rule.contactId ?? [])),
        ]),
        suggestions.costCenters(companyId, [
          ...new Set(active.flatMap((rule) => rule.costCenterId ?? [])),
        ]),
      ]);
      const categoryType = new Map(categories.map((category) => [category.id, category.type]));
      const contactNames = new Map(ruleContacts.map((contact) => [contact.id, contact.name]));
      for (const use of history) {
        if (use.contactId && use.contactName) contactNames.set(use.contactId, use.contactName);
      }
      const usableCostCenters = new Set(ruleCostCenters);
      // A use whose category is no longer an active leaf teaches nothing a line can be given.
      const learner = learnFromHistory(
        history.filter((use) => categoryType.has(use.categoryId)),
        categories,
      );
      // A rule's category is of one kind: it never makes a credit an expense, so the category's
      // kind is one more condition. A rule whose category is gone or inactive is left out.
      const compiled = compileRules(
        active.flatMap((rule) => {
          if (!rule.categoryId) return [rule];
          const kind = categoryType.get(rule.categoryId);
          if (!kind || (rule.direction && rule.direction !== kind)) return [];
          return [{ ...rule, direction: kind }];
        }),
      );
      // Lines repeat their texts: each distinct one is normalised once per file.
      const prepared = new Map<string, PreparedSubject>();
      const contactOf = (id: string | null) =>
        id && contactNames.has(id) ? { id, name: contactNames.get(id)! } : null;

      function fromRule(rule: Rule, learned: () => Learned | null): LineSuggestion {
        const name = `Regra '${rule.name}'`;
        if (rule.ignore) {
          return {
            source: 'rule',
            rule: { id: rule.id, name: rule.name },
            ignore: true,
            category_id: null,
            contact: null,
            cost_center_id: null,
            description: null,
            confidence: RULE_CONFIDENCE,
            reason: `${name}: ignorar a linha.`,
          };
        }
        // A rule that names no category (only the contact, say) leaves the category to history.
        const fromHistory = rule.categoryId ? null : learned();
        const categoryId = rule.categoryId ?? fromHistory?.categoryId ?? null;
        return {
          source: 'rule',
          rule: { id: rule.id, name: rule.name },
          ignore: false,
          category_id: categoryId,
          contact: contactOf(rule.contactId) ?? contactOf(fromHistory?.contactId ?? null),
          cost_center_id:
            rule.costCenterId && usableCostCenters.has(rule.costCenterId)
              ? rule.costCenterId
              : (fromHistory?.costCenterId ?? null),
          description: rule.setDescription,
          confidence: rule.categoryId ? RULE_CONFIDENCE : (fromHistory?.confidence ?? 0),
          reason: fromHistory
            ? `${name}; categoria pelo histórico: ${fromHistory.reason}`
            : `${name}.`,
        };
      }

      return {
        autoReconcile: options.bankAccountId
          ? (autoReconcile ?? { enabled: false, minConfidence: 90 })
          : null,
        suggest(subject) {
          let known = prepared.get(subject.description);
          if (!known) prepared.set(subject.description, (known = prepareSubject(subject)));
          const ready = { ...known, ...subject };
          const learned = () =>
            learner.suggest({
              description: subject.description,
              type: subject.type,
              document: subject.document,
            });
          const rule = compiled.first(ready);
          if (rule) return fromRule(rule, learned);
          const found = learned();
          if (!found) return null;
          return {
            source: 'history',
            rule: null,
            ignore: false,
            category_id: found.categoryId,
            contact: contactOf(found.contactId),
            cost_center_id: found.costCenterId,
            description: null,
            confidence: found.confidence,
            reason: found.reason,
          };
        },
      };
    },
  };
}
