import { renderStandalone } from 'shared/ui';
import CompanyPage from './expose/company-page';
import AccountPage from './expose/account-page';

renderStandalone([
  { path: '/empresa/:tab', Component: CompanyPage },
  { path: '/minha-conta/:tab', Component: AccountPage },
]);
