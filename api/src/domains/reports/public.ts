// What other domains may use of the reports: the DRE's layout (planning lays its budget out the
// same way, so the orçado's subtotals add up as the realizado's do), the writer of report files,
// and the painel's share rounding (the group's painel rounds as the company's).

export { toDre } from './services/dre-lines';
export { shareOf } from './services/sales-panel-service';
export type { DreRow } from './repositories/dashboards-repository';
export { CONTENT_TYPES, reportHeading, writeReport } from './services/report-files';
export type { ReportCell, ReportFile, ReportTable } from './services/report-files';
