import { useMemo } from 'react';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { useGetCategoriesQuery } from '../../../api/get-categories';
import { useGetCostCentersQuery } from '../../../api/get-cost-centers';
import { useGetSuppliersQuery } from '../../../api/get-suppliers';
import type { RuleNames } from '../rule-words';

/** Every category (a rule may point at one deactivated since), account, contact and centre. */
export function useRuleNames(): RuleNames {
  const categories = useGetCategoriesQuery();
  const suppliers = useGetSuppliersQuery();
  const accounts = useGetBankAccountsQuery();
  const costCenters = useGetCostCentersQuery();
  return useMemo(() => {
    const lookup = <T extends { id: string }>(rows: T[] | undefined, name: (row: T) => string) => {
      const byId = new Map((rows ?? []).map((row) => [row.id, name(row)]));
      return (id: string) => byId.get(id);
    };
    return {
      category: lookup(categories.data, (c) => `${c.code} ${c.name}`),
      contact: lookup(suppliers.data, (s) => s.name),
      account: lookup(accounts.data, (a) => a.name),
      costCenter: lookup(costCenters.data, (c) => c.name),
    };
  }, [categories.data, suppliers.data, accounts.data, costCenters.data]);
}
