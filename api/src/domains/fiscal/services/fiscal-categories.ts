// Which category a note's parcelas get, with the reason shown in the preview. The supplier's (or
// client's) history comes first: what the company itself chose for that counterpart's movements.
// A new counterpart gets the company's own category for purchases, services or taxes, found by
// name, so the parcelas land where a person would have put them; any of it can be changed later.

export interface CategoryOption {
  id: string;
  code: string;
  name: string;
  type: 'receita' | 'despesa';
}

export interface CounterpartHistory {
  categoryId: string;
  /** Movements of that counterpart with this category, and with any category. */
  uses: number;
  total: number;
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

function plural(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

export function suggestFiscalCategory(
  type: 'receita' | 'despesa',
  need: CategoryNeed,
  history: CounterpartHistory | undefined,
  categories: CategoryOption[],
): SuggestedCategory | null {
  const usable = categories.filter((category) => category.type === type);
  if (history) {
    const used = usable.find((category) => category.id === history.categoryId);
    if (used) {
      const whose = type === 'despesa' ? 'deste fornecedor' : 'deste cliente';
      return {
        id: used.id,
        name: used.name,
        reason: `A mais usada nas movimentações ${whose} (${history.uses} de ${plural(history.total, 'movimentação', 'movimentações')}).`,
      };
    }
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
