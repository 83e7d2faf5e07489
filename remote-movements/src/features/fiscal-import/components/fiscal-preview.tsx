import { Badge, Box, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FISCAL_RETENTION_LABELS, maskCpfCnpj } from 'shared/contracts';
import type { FiscalPreview, FiscalPreviewDocument, FiscalPreviewStatus } from 'shared/contracts';
import { formatBRL, isoToBrDate } from 'shared/format';
import { plural } from '../../../lib/plural';

export const STATUS: Record<FiscalPreviewStatus, { label: string; palette: string }> = {
  ready: { label: 'Pronta', palette: 'green' },
  duplicate: { label: 'Já importada', palette: 'blue' },
  not_addressed: { label: 'De outra empresa', palette: 'orange' },
  cancelled: { label: 'Cancelada', palette: 'red' },
  cancellation: { label: 'Evento de cancelamento', palette: 'purple' },
  invalid: { label: 'Arquivo com problema', palette: 'red' },
};

const KIND = { nfe: 'NF-e', nfse: 'NFS-e' } as const;

/** How many cards each list shows before 'Mostrar mais': 1,000 notes stay quick to draw. */
const PAGE = 50;

function title(document: FiscalPreviewDocument): string {
  if (document.status === 'cancellation') return 'Cancelamento de NF-e';
  if (!document.kind || !document.number) return document.file_name.split('/').pop()!;
  const series = document.series ? ` · série ${document.series}` : '';
  return `${KIND[document.kind]} ${document.number}${series}`;
}

function DocumentCard({ document }: { document: FiscalPreviewDocument }) {
  const status = STATUS[document.status];
  const side = document.direction === 'out' ? 'Cliente' : 'Fornecedor';
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="fiscal-document"
      data-status={document.status}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{title(document)}</Text>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {document.file_name}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {document.awaits_approval && <Badge colorPalette="orange">Aguardará aprovação</Badge>}
            <Badge colorPalette={status.palette}>{status.label}</Badge>
          </HStack>
        </HStack>
        {document.message && (
          <Text fontSize="sm" color={document.status === 'ready' ? undefined : 'fg.muted'}>
            {document.message}
            {document.existing_movement_id && (
              <>
                {' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={`/movimentacoes?movimentacao=${document.existing_movement_id}`}>
                    Ver a movimentação
                  </RouterLink>
                </Link>
              </>
            )}
          </Text>
        )}
        {document.counterpart && (
          <Text fontSize="sm">
            {`${side}: ${document.counterpart.name} (${maskCpfCnpj(document.counterpart.document)})`}
            {document.status === 'ready' && !document.counterpart.contact_id && (
              <Badge ms="2" colorPalette="purple" size="sm">
                novo
              </Badge>
            )}
          </Text>
        )}
        {document.issued_on && document.total_cents !== null && (
          <Text fontSize="sm" color="fg.muted">
            {`Emitida em ${isoToBrDate(document.issued_on)} · Total ${formatBRL(document.total_cents)}`}
            {document.net_cents !== null && document.net_cents !== document.total_cents
              ? ` · Líquido ${formatBRL(document.net_cents)}`
              : ''}
          </Text>
        )}
        {document.status === 'ready' && (
          <>
            <Box as="ul" ps="5" listStyleType="disc" fontSize="sm" aria-label="Parcelas">
              {document.parcels.map((parcel, index) => (
                <Box as="li" key={`${parcel.number}-${index}`}>
                  {`${document.direction === 'out' ? 'A receber' : 'A pagar'}${document.parcels.length > 1 ? ` ${index + 1}/${document.parcels.length}` : ''}: ${formatBRL(parcel.amount_cents)} em ${isoToBrDate(parcel.due_date)}`}
                </Box>
              ))}
              {document.retentions.map((retention) => (
                <Box as="li" key={retention.kind}>
                  {`${FISCAL_RETENTION_LABELS[retention.kind]}: ${formatBRL(retention.amount_cents)}` +
                    (retention.payable
                      ? ` — conta a pagar ao fisco em ${isoToBrDate(retention.due_date)}`
                      : ' — descontado do valor a pagar')}
                </Box>
              ))}
            </Box>
            {document.category && (
              <Text fontSize="sm">
                {`Categoria: ${document.category.name}. `}
                <Text as="span" color="fg.muted">
                  {document.category.reason}
                </Text>
              </Text>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

function DocumentList({ label, documents }: { label: string; documents: FiscalPreviewDocument[] }) {
  const [shown, setShown] = useState(PAGE);
  if (documents.length === 0) return null;
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold">
        {`${label} (${documents.length.toLocaleString('pt-BR')})`}
      </Text>
      <SimpleGrid
        as="ul"
        columns={{ base: 1, lg: 2 }}
        gap="3"
        listStyleType="none"
        aria-label={label}
      >
        {documents.slice(0, shown).map((document, index) => (
          <DocumentCard key={`${document.file_name}-${index}`} document={document} />
        ))}
      </SimpleGrid>
      {documents.length > shown && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          onClick={() => setShown((n) => n + PAGE)}
        >
          {`Mostrar mais ${Math.min(PAGE, documents.length - shown)}`}
        </Button>
      )}
    </Stack>
  );
}

/** The preview: counts, counterparts to register, what stays out and why, what will be created. */
export function FiscalPreviewView({ preview }: { preview: FiscalPreview }) {
  const { counts } = preview;
  const problems = preview.documents.filter((document) => document.status !== 'ready');
  const ready = preview.documents.filter((document) => document.status === 'ready');
  return (
    <Stack gap="4">
      <Stack gap="1" aria-live="polite">
        <Text>
          {`${plural(counts.documents, 'arquivo', 'arquivos')}: ${plural(counts.ready, 'nota pronta', 'notas prontas')} para importar, ${plural(counts.left_out, 'fica', 'ficam')} de fora.`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {`${plural(counts.parcels, 'parcela', 'parcelas')} · A pagar: ${formatBRL(counts.payable_cents)} · A receber: ${formatBRL(counts.receivable_cents)}`}
        </Text>
      </Stack>
      {preview.new_contacts.length > 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
          <Text fontWeight="semibold" mb="1">
            Serão cadastrados ao confirmar
          </Text>
          <Box
            as="ul"
            ps="5"
            listStyleType="disc"
            fontSize="sm"
            aria-label="Serão cadastrados ao confirmar"
          >
            {preview.new_contacts.map((contact) => (
              <Box as="li" key={contact.document}>
                {`${contact.is_client ? 'Cliente' : 'Fornecedor'}: ${contact.name} (${maskCpfCnpj(contact.document)})`}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <DocumentList label="Ficam de fora" documents={problems} />
      <DocumentList label="Prontas para importar" documents={ready} />
    </Stack>
  );
}
