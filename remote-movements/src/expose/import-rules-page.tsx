import { ImportRulesPage } from '../features/import-rules/components/import-rules-page';

export default ImportRulesPage;
