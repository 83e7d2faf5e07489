import { FiscalImportPage } from '../features/fiscal-import/components/fiscal-import-page';

export default FiscalImportPage;
