import { Stack, Text } from '@chakra-ui/react';
import { PIX_KEY_TYPE_LABELS, maskCpfCnpj } from 'shared/contracts';
import type { Contact, ContactRole } from 'shared/contracts';
import { ActiveBadge } from '../../../components/active-badge';
import { SetupList } from '../../../components/setup-list';
import type { SetupColumn } from '../../../components/setup-list';
import { CONTACT_KINDS, maskPhone } from '../contact-schema';
import { ContactForm } from './contact-form';

const COLUMNS: SetupColumn<Contact>[] = [
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

/** Fornecedores or Clientes: the same contacts table, filtered by role on the server. */
function ContactsTab({ role }: { role: ContactRole }) {
  const kind = CONTACT_KINDS[role];
  return (
    <SetupList<Contact>
      resource={kind.resource}
      noun={{ one: kind.one, gender: 'o', plural: kind.plural, create: kind.create }}
      searchLabel={`Buscar ${kind.plural.toLowerCase()}`}
      searchPlaceholder="Nome ou CPF/CNPJ"
      columns={COLUMNS}
      renderForm={(row, onClose) => <ContactForm kind={kind} row={row} onClose={onClose} />}
    />
  );
}

export function SuppliersTab() {
  return <ContactsTab role="supplier" />;
}

export function ClientsTab() {
  return <ContactsTab role="client" />;
}
