import { CompanyArea } from '../features/company-area/components/company-area';

export default CompanyArea;
