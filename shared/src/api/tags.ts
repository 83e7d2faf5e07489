// Cache tags of the one api slice: every list and detail a screen caches is named here, so a
// mutation invalidates what it changed by tag, never by a string written at the call site.

/** What the screens cache, one tag type per entity (SPEC.md's setup entities and movements). */
export const ENTITY_TAG_TYPES = [
  'Movement',
  'Payment',
  'Category',
  'CostCenter',
  'BankAccount',
  'Supplier',
  'Company',
  'Member',
  'Invitation',
] as const;
export type EntityTagType = (typeof ENTITY_TAG_TYPES)[number];

export const TAG_TYPES = [
  ...ENTITY_TAG_TYPES,
  'Dashboard',
  'Budget',
  'CashScenario',
  'CompanyGroup',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export interface Tag<Type extends TagType = TagType> {
  type: Type;
  id: string;
}

/**
 * The id of "every list of this entity". Lists are not tagged by their filter: a created or
 * changed row may enter or leave any filtered list, so a mutation refreshes them all (the filter
 * is already the query's cache key, as its argument).
 */
export const LIST_ID = 'LIST';

/** A list answer: a plain array, or a page (`{ items }`, SPEC.md's list responses). */
type ListResult = readonly { id: string }[] | { items: readonly { id: string }[] };

const rowsOf = (result: ListResult): readonly { id: string }[] =>
  'items' in result ? result.items : result;

/** Tag factories of one entity, for `providesTags` and `invalidatesTags`. */
export function entityTags<Type extends EntityTagType>(type: Type) {
  const list: Tag<Type> = { type, id: LIST_ID };
  const detail = (id: string): Tag<Type> => ({ type, id });
  return {
    list: () => list,
    detail,
    /** `providesTags` of a list query: the list, and each row, so a row's update refreshes it. */
    providesList: (result: ListResult | undefined): Tag<Type>[] =>
      result ? [list, ...rowsOf(result).map((row) => detail(row.id))] : [list],
    /** `providesTags` of a detail query whose argument is the id. */
    providesDetail: (_result: unknown, _error: unknown, id: string): Tag<Type>[] => [detail(id)],
    /** `invalidatesTags` of a create: every list of the entity. */
    invalidatesList: (): Tag<Type>[] => [list],
    /** `invalidatesTags` of an update or delete whose argument carries the id. */
    invalidatesDetail: (_result: unknown, _error: unknown, arg: string | { id: string }) => [
      list,
      detail(typeof arg === 'string' ? arg : arg.id),
    ],
  };
}

export const movementTags = entityTags('Movement');
export const paymentTags = entityTags('Payment');
export const categoryTags = entityTags('Category');
export const costCenterTags = entityTags('CostCenter');
export const bankAccountTags = entityTags('BankAccount');
export const supplierTags = entityTags('Supplier');
export const companyTags = entityTags('Company');
export const memberTags = entityTags('Member');
export const invitationTags = entityTags('Invitation');

/**
 * The dashboards (insights, cash flow) add up movements and payments and show the names of the
 * setup entities: they provide those lists' tags, so a mutation of any of them refreshes them too.
 */
export function dashboardTags(): Tag[] {
  return [
    { type: 'Dashboard', id: LIST_ID },
    ...[movementTags, paymentTags, categoryTags, costCenterTags, bankAccountTags, supplierTags].map(
      (tags) => tags.list(),
    ),
  ];
}

/** The orçamento: each year's grid, and the reports that read any year's (realizado vs orçado). */
export const budgetTags = {
  year: (year: number): Tag<'Budget'> => ({ type: 'Budget', id: String(year) }),
  reports: (): Tag<'Budget'> => ({ type: 'Budget', id: LIST_ID }),
};
