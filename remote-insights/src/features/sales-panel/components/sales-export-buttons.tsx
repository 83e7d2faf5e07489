import type { SalesPanelRequestInput } from 'shared/contracts';
import { ReportExportButtons } from '../../../components/report-export-buttons';

/** The painel's tables as XLSX or PDF, for the filter on screen. */
export function SalesExportButtons({ request }: { request: SalesPanelRequestInput }) {
  return (
    <ReportExportButtons
      url="/v1/companies/dashboards/sales-panel/export"
      body={request}
      fallbackName="painel-de-vendas"
      failure="Não foi possível exportar o painel de vendas."
    />
  );
}
