import { NewCompanyPage } from '../features/company-info/components/new-company-page';

export default NewCompanyPage;
