import type { LineSuggestion } from 'shared/contracts';

// Which category a note's parcelas get, with the reason shown in the preview. The suggestion
// service answers first (a rule, or the company's history with that counterpart); a counterpart
// it knows nothing of gets the company's own category for purchases, services or taxes, found by
// name, so the parcelas land where a person would have put them; any of it can be changed later.

export interface CategoryOption {
  id: string;
  code: string;
  name: string;
  type: 'receita' | 'despesa';
}

export interface SuggestedCategory {
  id: string;
  name: string;
  reason: string;
}

export type CategoryNeed = 'goods' | 'services' | 'taxes';

const NAME_PATTERNS: Record<'receita' | 'despesa', Record<CategoryNeed, RegExp[]>> = {
  despesa: {
    goods: [/mercadoria/i, /compra/i, /insumo/i, /mat[eé]ria/i, /fornecedor/i, /estoque/i],
    services: [/servi[cç]o/i, /terceiro/i, /consultoria/i, /honor[aá]rio/i],
    taxes: [/imposto/i, /tribut/i, /taxa/i],
  },
  receita: {
    goods: [/venda/i, /mercadoria/i, /produto/i],
    services: [/servi[cç]o/i, /presta/i],
    taxes: [/imposto/i],
  },
};

const NEED_WORDS: Record<CategoryNeed, string> = {
  goods: 'mercadorias',
  services: 'serviços',
  taxes: 'impostos',
};

export function suggestFiscalCategory(
  type: 'receita' | 'despesa',
  need: CategoryNeed,
  suggestion: LineSuggestion | null,
  categories: CategoryOption[],
): SuggestedCategory | null {
  const usable = categories.filter((category) => category.type === type);
  // A rule that says "ignore" has no category to give a note: the name defaults decide.
  if (suggestion?.category_id && !suggestion.ignore) {
    const used = usable.find((category) => category.id === suggestion.category_id);
    if (used) return { id: used.id, name: used.name, reason: suggestion.reason };
  }
  for (const pattern of NAME_PATTERNS[type][need]) {
    const named = usable.find((category) => pattern.test(category.name));
    if (named) {
      const what = `categoria de ${NEED_WORDS[need]} da empresa.`;
      // Taxes have no counterpart history to miss: the reason is the category alone.
      const reason =
        need === 'taxes'
          ? `C${what.slice(1)}`
          : `${type === 'despesa' ? 'Fornecedor' : 'Cliente'} sem histórico: ${what}`;
      return { id: named.id, name: named.name, reason };
    }
  }
  const first = usable[0];
  if (!first) return null;
  return {
    id: first.id,
    name: first.name,
    reason: `Sem histórico nem categoria de ${NEED_WORDS[need]}: a primeira categoria de ${type === 'despesa' ? 'despesa' : 'receita'} do plano. Revise depois.`,
  };
}
