import { SpreadsheetImportPage } from '../features/spreadsheet-import/components/spreadsheet-import-page';

export default SpreadsheetImportPage;
