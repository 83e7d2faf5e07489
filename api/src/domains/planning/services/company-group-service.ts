import { GROUP_MESSAGES, dreRequestSchema } from 'shared/contracts';
import type {
  CashFlow,
  CompanyGroup,
  Dre,
  Filter,
  GroupCashFlow,
  GroupDre,
  GroupDreRequest,
  GroupFilter,
  GroupInsights,
  GroupSalesPanel,
  GroupSalesPanelRequest,
  Insights,
  SalesPanel,
  SalesPanelRequest,
  SaveCompanyGroup,
} from 'shared/contracts';
import { badRequest, forbidden } from '../../../errors';
import type { CompanyGroupRepository, GroupChoice } from '../repositories/company-group-repository';
import type { DreOf } from './budget-service';
import { categoryMatcher, consolidateCashFlow, consolidateInsights } from './group-reports';
import { clientsToRank, consolidateSalesPanel } from './group-sales-panel';

export interface CompanyGroupService {
  get(userId: string): Promise<CompanyGroup>;
  save(userId: string, input: SaveCompanyGroup): Promise<CompanyGroup>;
  /** The group's DRE: its companies' added up, what they traded with each other set apart. */
  dre(userId: string, request: GroupDreRequest): Promise<GroupDre>;
  /** The group's insights, fluxo de caixa and painel de vendas, in the same way. */
  insights(userId: string, filter: GroupFilter): Promise<GroupInsights>;
  cashFlow(userId: string, filter: GroupFilter): Promise<GroupCashFlow>;
  salesPanel(userId: string, request: GroupSalesPanelRequest): Promise<GroupSalesPanel>;
}

const toGroup = (choices: GroupChoice[]): CompanyGroup => ({
  companies: choices.map((choice) => ({
    company_id: choice.companyId,
    name: choice.name,
    document: choice.document,
    role: choice.role,
    in_group: choice.inGroup,
  })),
});

type Figures = GroupDre['eliminations'];

const zeros = (n: number) => Array.from({ length: n }, () => 0);
const emptyFigures = (months: number, companies: number): Figures => ({
  values: zeros(months),
  total: 0,
  by_company: zeros(companies),
});

/** Adds `values` (one company's months) into `into`, as that company's. */
function addInto(into: Figures, values: readonly number[], company: number, sign = 1) {
  values.forEach((value, month) => {
    into.values[month] = (into.values[month] ?? 0) + sign * value;
    into.total += sign * value;
    into.by_company[company] = (into.by_company[company] ?? 0) + sign * value;
  });
}

/**
 * The companies' DREs, each less what it traded with the others, laid side by side: lines by
 * key, categories merged by code and name; what was taken out adds up apart. A category whose
 * code another company names differently (or whose name another company codes differently) is
 * kept apart and listed: matched by both or not at all.
 */
export function consolidate(
  request: Pick<GroupDre, 'regime' | 'start_date' | 'end_date'>,
  companies: { id: string; name: string }[],
  own: Dre[],
  traded: (Dre | null)[],
  planos: readonly { code: string; name: string }[],
): GroupDre {
  const months = own[0]?.months ?? [];
  const n = companies.length;
  const eliminations = emptyFigures(months.length, n);
  const match = categoryMatcher(planos);

  const unmatched: GroupDre['unmatched'] = [];
  const lines = (own[0]?.lines ?? []).map((first, lineIndex) => {
    const line = { ...emptyFigures(months.length, n) };
    const categories = new Map<string, GroupDre['lines'][number]['categories'][number]>();
    own.forEach((dre, company) => {
      const mine = dre.lines[lineIndex];
      const theirs = traded[company]?.lines[lineIndex];
      if (!mine) return;
      addInto(line, mine.values, company);
      if (theirs) addInto(line, theirs.values, company, -1);
      // The subtotals repeat their groups: eliminations are counted once, from the result.
      if (theirs && first.key === 'resultado_periodo')
        addInto(eliminations, theirs.values, company);
      const tradedOf = new Map(theirs?.categories.map((c) => [c.id, c.values]) ?? []);
      for (const category of mine.categories) {
        const { apart, key } = match(companies[company]?.id ?? '', category);
        if (apart && category.total !== 0) {
          unmatched.push({
            company_id: companies[company]?.id ?? '',
            company_name: companies[company]?.name ?? '',
            code: category.code,
            name: category.name,
          });
        }
        const row = categories.get(key) ?? {
          code: category.code,
          name: category.name,
          ...emptyFigures(months.length, n),
        };
        addInto(row, category.values, company);
        const out = tradedOf.get(category.id);
        if (out) addInto(row, out, company, -1);
        categories.set(key, row);
      }
    });
    return {
      key: first.key,
      label: first.label,
      kind: first.kind,
      level: first.level,
      ...line,
      categories: [...categories.values()]
        .filter((row) => row.values.some((value) => value !== 0))
        .sort((a, b) => a.code.localeCompare(b.code, 'pt-BR', { numeric: true })),
    };
  });
  return {
    regime: request.regime,
    start_date: request.start_date,
    end_date: request.end_date,
    months,
    companies,
    lines,
    eliminations,
    unmatched,
  };
}

export interface GroupReportSources {
  dreOf: DreOf;
  insightsOf: (companyId: string, filter: Filter) => Promise<Insights>;
  cashFlowOf: (companyId: string, filter: Filter) => Promise<CashFlow>;
  /** The painel, ranking `clients` clients instead of the top ten. */
  salesPanelOf: (
    companyId: string,
    request: SalesPanelRequest,
    clients: number,
  ) => Promise<SalesPanel>;
}

export function createCompanyGroupService(
  deps: { groups: CompanyGroupRepository } & GroupReportSources,
): CompanyGroupService {
  const { groups, dreOf } = deps;

  /**
   * Runs `report` for each company of the person's group, as it stands now (a company the person
   * has left is gone from it with the membership: the row hangs on it), once on its own and once
   * on its trade with the others (its contacts whose document is another group company's CNPJ;
   * null when it has none), with the group's planos to match categories by. `report` is told
   * `only` the contacts to keep (null: all) and how many of the company's contacts are the group's.
   */
  async function perCompany<T>(
    userId: string,
    report: (companyId: string, only: string[] | null, counterparts: number) => Promise<T>,
  ) {
    const group = (await groups.choices(userId)).filter((choice) => choice.inGroup);
    if (group.length < 2) throw badRequest(GROUP_MESSAGES.noGroup);
    const documents = group.flatMap((company) => (company.document ? [company.document] : []));
    const companies = group.map((company) => ({ id: company.companyId, name: company.name }));
    const counterparts = await Promise.all(
      group.map((company) =>
        groups.contactsWithDocuments(
          company.companyId,
          documents.filter((document) => document !== company.document),
        ),
      ),
    );
    const [own, traded, planos] = await Promise.all([
      Promise.all(
        group.map((company, index) =>
          report(company.companyId, null, counterparts[index]?.length ?? 0),
        ),
      ),
      Promise.all(
        group.map((company, index) => {
          const ids = counterparts[index] ?? [];
          return ids.length === 0 ? null : report(company.companyId, ids, ids.length);
        }),
      ),
      groups.plano(companies.map((company) => company.id)),
    ]);
    return { companies, own, traded, planos };
  }

  return {
    async get(userId) {
      return toGroup(await groups.choices(userId));
    },

    async save(userId, { company_ids: companyIds }) {
      const members = await groups.memberOf(userId, companyIds);
      // Another's company reads as a missing one: the answer never says which exists.
      if (members.length !== companyIds.length) throw forbidden(GROUP_MESSAGES.notAMember);
      await groups.replace(userId, companyIds);
      return toGroup(await groups.choices(userId));
    },

    async dre(userId, request) {
      const { companies, own, traded, planos } = await perCompany(userId, (companyId, only) =>
        dreOf(companyId, only ? dreRequestSchema.parse({ ...request, suppliers: only }) : request),
      );
      return consolidate(request, companies, own, traded, planos);
    },

    async insights(userId, filter) {
      const { companies, own, traded, planos } = await perCompany(userId, (companyId, only) =>
        deps.insightsOf(companyId, only ? { ...filter, suppliers: only } : filter),
      );
      return consolidateInsights(companies, own, traded, planos);
    },

    async cashFlow(userId, filter) {
      const { companies, own, traded, planos } = await perCompany(userId, (companyId, only) =>
        deps.cashFlowOf(companyId, only ? { ...filter, suppliers: only } : filter),
      );
      return consolidateCashFlow(companies, own, traded, planos);
    },

    async salesPanel(userId, request) {
      const { companies, own, traded, planos } = await perCompany(
        userId,
        (companyId, only, counterparts) =>
          deps.salesPanelOf(
            companyId,
            only ? { ...request, suppliers: only } : request,
            clientsToRank(counterparts),
          ),
      );
      return consolidateSalesPanel(companies, own, traded, planos);
    },
  };
}
