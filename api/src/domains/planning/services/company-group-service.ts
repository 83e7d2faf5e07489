import { GROUP_MESSAGES, dreRequestSchema } from 'shared/contracts';
import type {
  CompanyGroup,
  Dre,
  GroupDre,
  GroupDreRequest,
  SaveCompanyGroup,
} from 'shared/contracts';
import { badRequest, forbidden } from '../../../errors';
import type { CompanyGroupRepository, GroupChoice } from '../repositories/company-group-repository';
import type { DreOf } from './budget-service';

export interface CompanyGroupService {
  get(userId: string): Promise<CompanyGroup>;
  save(userId: string, input: SaveCompanyGroup): Promise<CompanyGroup>;
  /** The group's DRE: its companies' added up, what they traded with each other set apart. */
  dre(userId: string, request: GroupDreRequest): Promise<GroupDre>;
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
  // Over the companies' whole planos, not only the categories with figures: a code another
  // company names otherwise is a different account there, whether or not it moved this period.
  const namesByCode = new Map<string, Set<string>>();
  const codesByName = new Map<string, Set<string>>();
  for (const category of planos) {
    const name = category.name.trim().toLowerCase();
    namesByCode.set(category.code, (namesByCode.get(category.code) ?? new Set()).add(name));
    codesByName.set(name, (codesByName.get(name) ?? new Set()).add(category.code));
  }
  const clash = (code: string, name: string) =>
    (namesByCode.get(code)?.size ?? 0) > 1 ||
    (codesByName.get(name.trim().toLowerCase())?.size ?? 0) > 1;

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
        const apart = clash(category.code, category.name);
        const key = apart
          ? `${companies[company]?.id}/${category.id}`
          : `${category.code}/${category.name.trim().toLowerCase()}`;
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

export function createCompanyGroupService(deps: {
  groups: CompanyGroupRepository;
  dreOf: DreOf;
}): CompanyGroupService {
  const { groups, dreOf } = deps;
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
      // The group as it stands now: a company the person has left is gone from it with the
      // membership (the row hangs on it), so nothing is read that they could not read alone.
      const group = (await groups.choices(userId)).filter((choice) => choice.inGroup);
      if (group.length < 2) throw badRequest(GROUP_MESSAGES.noGroup);
      const documents = group.flatMap((company) => (company.document ? [company.document] : []));
      const companies = group.map((company) => ({ id: company.companyId, name: company.name }));
      const own = await Promise.all(group.map((company) => dreOf(company.companyId, request)));
      const traded = await Promise.all(
        group.map(async (company) => {
          const others = documents.filter((document) => document !== company.document);
          const counterparts = await groups.contactsWithDocuments(company.companyId, others);
          if (counterparts.length === 0) return null;
          return dreOf(
            company.companyId,
            dreRequestSchema.parse({ ...request, suppliers: counterparts }),
          );
        }),
      );
      const planos = await groups.categoryNames(companies.map((company) => company.id));
      return consolidate(request, companies, own, traded, planos);
    },
  };
}
