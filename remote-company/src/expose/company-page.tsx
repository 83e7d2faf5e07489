import { CompanyArea } from '../app/company-area';

export default CompanyArea;
