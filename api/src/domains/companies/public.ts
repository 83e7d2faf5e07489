// What other domains may use of companies: sign-up creates the first company in its own
// transaction; reports and files read the company (its name on exports, its logo).

export { insertCompanyWithOwner } from './repositories/companies-repository';
export type {
  CompaniesRepository,
  NewCompany,
  StartingPlano,
} from './repositories/companies-repository';
export {
  COMPANY_NOT_FOUND_MESSAGE,
  NOT_ALLOWED_TO_EDIT_MESSAGE,
  toCompany,
  toNewCompany,
} from './services/company-service';
