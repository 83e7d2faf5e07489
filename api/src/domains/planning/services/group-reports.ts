import type {
  CashFlow,
  CashFlowNode,
  ChartSlice,
  GroupCashFlow,
  GroupCashFlowNode,
  GroupInsights,
  Insights,
} from 'shared/contracts';
import type { PlanoCategory } from '../repositories/company-group-repository';

// The grupo econômico's insights, fluxo de caixa and painel de vendas (issue 24, item 3), from
// each company's own report and the same report restricted to its trade with the others: every
// figure of a company is its own less what it traded, and what it traded adds up apart. Pure
// functions, so the identity "group + eliminated = Σ companies" is tested on any figures.

export interface GroupMember {
  id: string;
  name: string;
}

type Unmatched = GroupInsights['unmatched'];

const normal = (name: string) => name.trim().toLowerCase();

/**
 * Matches categories across the group's planos: by code and name together, or not at all. A code
 * another company names otherwise (or a name it codes otherwise) is a different account there,
 * whether or not it moved this period, so such a category keeps its company's key and is listed.
 */
export function categoryMatcher(planos: readonly { code: string; name: string }[]) {
  const namesByCode = new Map<string, Set<string>>();
  const codesByName = new Map<string, Set<string>>();
  for (const category of planos) {
    const name = normal(category.name);
    namesByCode.set(category.code, (namesByCode.get(category.code) ?? new Set()).add(name));
    codesByName.set(name, (codesByName.get(name) ?? new Set()).add(category.code));
  }
  return (companyId: string, category: { id: string; code: string; name: string }) => {
    const apart =
      (namesByCode.get(category.code)?.size ?? 0) > 1 ||
      (codesByName.get(normal(category.name))?.size ?? 0) > 1;
    return {
      apart,
      key: apart ? `${companyId}/${category.id}` : `${category.code}/${normal(category.name)}`,
    };
  };
}

/** Collects, once each, the categories kept apart that carry figures. */
export function unmatchedList() {
  const seen = new Map<string, Unmatched[number]>();
  return {
    add(company: GroupMember, category: { id: string; code: string; name: string }) {
      seen.set(`${company.id}/${category.id}`, {
        company_id: company.id,
        company_name: company.name,
        code: category.code,
        name: category.name,
      });
    },
    list: () =>
      [...seen.values()].sort(
        (a, b) =>
          a.code.localeCompare(b.code, 'pt-BR', { numeric: true }) ||
          a.company_name.localeCompare(b.company_name, 'pt-BR'),
      ),
  };
}

export const largestFirst = (
  a: { value: number; label: string },
  b: { value: number; label: string },
) => b.value - a.value || a.label.localeCompare(b.label, 'pt-BR');

/** `own` less `traded`, matched by `keyOf`; keys only `traded` has keep the negative. */
export function lessBy<T>(
  own: readonly T[],
  traded: readonly T[] | undefined,
  keyOf: (item: T) => string,
  valueOf: (item: T) => number,
): Map<string, { item: T; value: number }> {
  const net = new Map(own.map((item) => [keyOf(item), { item, value: valueOf(item) }]));
  for (const item of traded ?? []) {
    const key = keyOf(item);
    const found = net.get(key);
    if (found) found.value -= valueOf(item);
    else net.set(key, { item, value: -valueOf(item) });
  }
  return net;
}

const sliceKey = (slice: ChartSlice) => slice.id ?? '';

/**
 * The categories' slices of every company, each less its traded part, merged across the group by
 * code and name (the ones kept apart named with their company); the unmatched ones are noted.
 */
export function categorySlices(
  companies: readonly GroupMember[],
  planos: readonly PlanoCategory[],
  unmatched: ReturnType<typeof unmatchedList>,
) {
  const match = categoryMatcher(planos);
  const byId = new Map(planos.map((category) => [category.id, category]));
  return (
    sliceOf: (index: number) => [readonly ChartSlice[], readonly ChartSlice[] | undefined],
  ) => {
    const merged = new Map<string, ChartSlice>();
    companies.forEach((company, index) => {
      const [own, traded] = sliceOf(index);
      for (const { item, value } of lessBy(own, traded, sliceKey, (s) => s.value).values()) {
        if (value === 0) continue;
        const category = item.id === null ? undefined : byId.get(item.id);
        const { apart, key } = category
          ? match(company.id, category)
          : { apart: false, key: item.id === null ? 'sem-categoria' : `${company.id}/${item.id}` };
        if (apart && category) unmatched.add(company, category);
        const found = merged.get(key);
        merged.set(key, {
          id: key,
          label: found?.label ?? (apart ? `${item.label} (${company.name})` : item.label),
          value: (found?.value ?? 0) + value,
        });
      }
    });
    return [...merged.values()].filter((slice) => slice.value !== 0).sort(largestFirst);
  };
}

/** Each company's totals less its traded ones, and the traded ones: the two add up to its own. */
export function netTotals<Report, Totals extends Record<string, number>>(
  companies: readonly GroupMember[],
  own: readonly Report[],
  traded: readonly (Report | null)[],
  totalsOf: (report: Report | null | undefined) => Totals,
) {
  const eliminations = companies.map((_, index) => totalsOf(traded[index]));
  const byCompany = companies.map((_, index) => {
    const mine = totalsOf(own[index]);
    const out = eliminations[index] ?? totalsOf(null);
    const net: Record<string, number> = {};
    for (const key of Object.keys(mine)) net[key] = (mine[key] ?? 0) - (out[key] ?? 0);
    return net as Totals;
  });
  const sum = (key: keyof Totals) => byCompany.reduce((total, row) => total + (row[key] ?? 0), 0);
  return { eliminations, byCompany, sum };
}

/** The running balance at each of `dates`: a series' last point on or before it. */
function balanceAt(points: readonly { date: string; value: number }[], dates: readonly string[]) {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  let index = -1;
  return dates.map((date) => {
    while (index + 1 < sorted.length && (sorted[index + 1]?.date ?? '') <= date) index += 1;
    return sorted[index]?.value ?? 0;
  });
}

/**
 * The group's insights: totals and statuses added up, categories merged by code and name, each
 * account named with its company, the running balances summed day by day (or month by month).
 */
export function consolidateInsights(
  companies: readonly GroupMember[],
  own: readonly Insights[],
  traded: readonly (Insights | null)[],
  planos: readonly PlanoCategory[],
): GroupInsights {
  const unmatched = unmatchedList();
  const merge = categorySlices(companies, planos, unmatched);
  const { eliminations, byCompany, sum } = netTotals(companies, own, traded, (insights) => ({
    total_income: insights?.total_income ?? 0,
    total_expense: insights?.total_expense ?? 0,
    total_balance: insights?.total_balance ?? 0,
  }));
  const categories = (field: 'income_by_categories' | 'expense_by_categories') =>
    merge((index) => [own[index]?.[field] ?? [], traded[index]?.[field]]);

  const accounts: ChartSlice[] = companies.flatMap((company, index) =>
    [
      ...lessBy(
        own[index]?.balance_by_bank_account ?? [],
        traded[index]?.balance_by_bank_account,
        sliceKey,
        (s) => s.value,
      ).values(),
    ]
      .filter(({ value }) => value !== 0)
      .map(({ item, value }) => ({
        id: `${company.id}/${item.id ?? 'sem-conta'}`,
        label: `${item.label} · ${company.name}`,
        value,
      })),
  );

  const first = own[0];
  const dates = [
    ...new Set(own.flatMap((insights) => insights.balance_timeseries.points.map((p) => p.date))),
  ].sort();
  const values = dates.map(() => 0);
  own.forEach((insights, index) => {
    const mine = balanceAt(insights.balance_timeseries.points, dates);
    const out = balanceAt(traded[index]?.balance_timeseries.points ?? [], dates);
    mine.forEach((value, at) => (values[at] = (values[at] ?? 0) + value - (out[at] ?? 0)));
  });

  const totalIncome = sum('total_income');
  const totalExpense = sum('total_expense');
  return {
    companies: [...companies],
    consolidated: {
      total_income: totalIncome,
      total_expense: totalExpense,
      total_balance: sum('total_balance'),
      balance_by_transaction_status: (first?.balance_by_transaction_status ?? []).map(
        ({ status }) => ({
          status,
          balance: own.reduce((total, insights, index) => {
            const of = (rows: Insights['balance_by_transaction_status'] | undefined) =>
              rows?.find((row) => row.status === status)?.balance ?? 0;
            return (
              total +
              of(insights.balance_by_transaction_status) -
              of(traded[index]?.balance_by_transaction_status)
            );
          }, 0),
        }),
      ),
      income_by_categories: categories('income_by_categories'),
      expense_by_categories: categories('expense_by_categories'),
      income_vs_expense: (first?.income_vs_expense ?? []).map((slice) => ({
        ...slice,
        value: slice.id === 'receita' ? totalIncome : totalExpense,
      })),
      balance_by_bank_account: accounts.sort(largestFirst),
      balance_timeseries: {
        granularity: first?.balance_timeseries.granularity ?? 'month',
        points: dates.map((date, at) => ({ date, value: values[at] ?? 0 })),
      },
    },
    by_company: byCompany,
    eliminations,
    unmatched: unmatched.list(),
  };
}

/** Each node's total less what the company traded in it (the same category, the same key). */
function tradedTotals(nodes: CashFlow | null | undefined): Map<string, number> {
  const totals = new Map<string, number>();
  const walk = (list: CashFlowNode[]) => {
    for (const node of list) {
      totals.set(node.key, node.totalAmount);
      walk(node.children);
    }
  };
  walk(nodes ?? []);
  return totals;
}

/**
 * The group's fluxo de caixa: the companies' trees merged level by level, a category joining
 * another company's when code and name both match, each node with its total per company.
 */
export function consolidateCashFlow(
  companies: readonly GroupMember[],
  own: readonly CashFlow[],
  traded: readonly (CashFlow | null)[],
  planos: readonly PlanoCategory[],
): GroupCashFlow {
  const match = categoryMatcher(planos);
  const unmatched = unmatchedList();
  const tradedOf = companies.map((_, index) => tradedTotals(traded[index]));

  const mergeLevel = (
    entries: { company: number; node: CashFlowNode }[],
    parentKey: string,
  ): GroupCashFlowNode[] => {
    const merged = new Map<
      string,
      { node: GroupCashFlowNode; children: { company: number; node: CashFlowNode }[] }
    >();
    for (const { company, node } of entries) {
      const member = companies[company];
      if (!member) continue;
      const category = { id: node.key, code: node.code, name: node.label };
      const { apart, key } = match(member.id, category);
      const net = node.totalAmount - (tradedOf[company]?.get(node.key) ?? 0);
      if (apart && net !== 0) unmatched.add(member, category);
      const found = merged.get(key) ?? {
        node: {
          key: `${parentKey}>${key}`,
          code: node.code,
          label: apart ? `${node.label} (${member.name})` : node.label,
          type: node.type,
          totalAmount: 0,
          by_company: companies.map(() => 0),
          children: [],
        },
        children: [],
      };
      found.node.totalAmount += net;
      found.node.by_company[company] = (found.node.by_company[company] ?? 0) + net;
      found.children.push(...node.children.map((child) => ({ company, node: child })));
      merged.set(key, found);
    }
    return [...merged.values()]
      .map(({ node, children }) => ({ ...node, children: mergeLevel(children, node.key) }))
      .filter((node) => node.totalAmount !== 0 || node.by_company.some((value) => value !== 0))
      .sort((a, b) => a.code.localeCompare(b.code, 'pt-BR', { numeric: true }));
  };

  const roots = own.flatMap((nodes, company) => nodes.map((node) => ({ company, node })));
  const eliminations = companies.map((_, index) => {
    const totals = { receita: 0, despesa: 0 };
    for (const node of traded[index] ?? []) totals[node.type] += node.totalAmount;
    return totals;
  });
  return {
    companies: [...companies],
    nodes: mergeLevel(roots, ''),
    eliminations,
    unmatched: unmatched.list(),
  };
}
