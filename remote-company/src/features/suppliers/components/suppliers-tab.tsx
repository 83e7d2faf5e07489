import { Stack, Text } from '@chakra-ui/react';
import { maskCpfCnpj } from 'shared/contracts';
import type { Supplier } from 'shared/contracts';
import { ActiveBadge } from '../../../components/active-badge';
import { SetupList } from '../../../components/setup-list';
import type { SetupColumn } from '../../../components/setup-list';
import { maskPhone, PIX_KEY_TYPE_LABELS } from '../supplier-schema';
import { SupplierForm } from './supplier-form';

const COLUMNS: SetupColumn<Supplier>[] = [
  { header: 'Nome', cell: (row) => row.name },
  { header: 'CPF/CNPJ', cell: (row) => maskCpfCnpj(row.document) },
  {
    header: 'Contato',
    cell: (row) => (
      <Stack gap="0">
        <Text>{row.email ?? '—'}</Text>
        {row.phone && <Text color="fg.muted">{maskPhone(row.phone)}</Text>}
      </Stack>
    ),
  },
  {
    header: 'Pix',
    cell: (row) => (row.pix_key_type ? PIX_KEY_TYPE_LABELS[row.pix_key_type] : '—'),
  },
  { header: 'Situação', cell: (row) => <ActiveBadge active={row.active} /> },
];

export function SuppliersTab() {
  return (
    <SetupList<Supplier>
      resource="suppliers"
      noun={{ one: 'Fornecedor', gender: 'o', plural: 'Fornecedores', create: 'Novo fornecedor' }}
      searchLabel="Buscar fornecedores"
      searchPlaceholder="Nome ou CPF/CNPJ"
      columns={COLUMNS}
      renderForm={(row, onClose) => <SupplierForm row={row} onClose={onClose} />}
    />
  );
}
