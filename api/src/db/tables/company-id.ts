import { uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

// A company table's company_id: part of its keys (Citus distributes by it), gone with the company.

export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
