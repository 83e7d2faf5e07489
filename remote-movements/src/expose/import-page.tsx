import { StatementImportPage } from '../features/statement-import/components/statement-import-page';

export default StatementImportPage;
