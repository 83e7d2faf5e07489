import { ActiveBadge } from '../../../components/active-badge';
import { SetupList } from '../../../components/setup-list';
import type { SetupColumn } from '../../../components/setup-list';
import type { CostCenter } from 'shared/contracts';
import { CostCenterForm } from './cost-center-form';

const COLUMNS: SetupColumn<CostCenter>[] = [
  { header: 'Nome', cell: (row) => row.name },
  { header: 'Código', cell: (row) => row.code ?? '—' },
  { header: 'Situação', cell: (row) => <ActiveBadge active={row.active} /> },
];

export function CostCentersTab() {
  return (
    <SetupList<CostCenter>
      resource="cost-centers"
      noun={{
        one: 'Centro de custo',
        gender: 'o',
        plural: 'Centros de custo',
        create: 'Novo centro de custo',
      }}
      searchLabel="Buscar centros de custo"
      searchPlaceholder="Nome do centro de custo"
      columns={COLUMNS}
      renderForm={(row, onClose) => <CostCenterForm row={row} onClose={onClose} />}
    />
  );
}
