import { and, eq } from 'drizzle-orm';
import { bankAccounts, categories, contacts, costCenters, movements } from '../../../db/schema';

// The conditions joining a movement to the rows it names. Each stays inside the movement's
// company, so an id of another company never joins (the keys carry company_id too).

export const movementCategoryJoin = and(
  eq(categories.companyId, movements.companyId),
  eq(categories.id, movements.categoryId),
);
export const movementCostCenterJoin = and(
  eq(costCenters.companyId, movements.companyId),
  eq(costCenters.id, movements.costCenterId),
);
export const movementContactJoin = and(
  eq(contacts.companyId, movements.companyId),
  eq(contacts.id, movements.contactId),
);
export const movementBankAccountJoin = and(
  eq(bankAccounts.companyId, movements.companyId),
  eq(bankAccounts.id, movements.bankAccountId),
);
