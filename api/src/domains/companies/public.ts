// What other domains may use of companies: sign-up creates the first company in its own
// transaction; reports and files read the company (its name on exports, its logo); the digest and
// the grupo econômico list a person's companies for them to choose.

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
export { memberCompanies, memberOf } from './repositories/member-companies';
