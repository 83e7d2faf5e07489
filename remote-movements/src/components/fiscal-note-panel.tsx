import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LuDownload, LuFileText } from 'react-icons/lu';
import { FISCAL_RETENTION_LABELS, maskCpfCnpj } from 'shared/contracts';
import type { FiscalSummary } from 'shared/contracts';
import { formatBRL, isoToBrDate } from 'shared/format';
import { useGetMovementFiscalDocumentQuery } from '../api/get-movement-fiscal-document';
import { downloadFile } from '../lib/download-file';

const KIND = { nfe: 'NF-e', nfse: 'NFS-e' } as const;

/** The chave in groups of four, as the DANFE prints it. */
const groupedKey = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/** "1.234,5 un": the quantity as the XML has it, with the decimal comma. */
const decimal = (value: string) => value.replace('.', ',');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  );
}

function Party({ label, party }: { label: string; party: FiscalSummary['issuer'] | null }) {
  if (!party) return null;
  return (
    <Fact label={label}>
      <Text>{party.trade_name ? `${party.name} (${party.trade_name})` : party.name}</Text>
      <Text color="fg.muted">{maskCpfCnpj(party.document)}</Text>
      {party.address && <Text color="fg.muted">{party.address}</Text>}
    </Fact>
  );
}

function Lines({ label, rows }: { label: string; rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <Box as="ul" listStyleType="none" fontSize="sm">
        {rows.map(([left, right], index) => (
          <HStack as="li" key={`${left}-${index}`} justify="space-between" gap="3" py="0.5">
            <Text minW="0">{left}</Text>
            <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {right}
            </Text>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}

function Summary({ summary }: { summary: FiscalSummary }) {
  const title = `${KIND[summary.kind]} ${summary.number}${summary.series ? ` · série ${summary.series}` : ''}`;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Fact label="Nota">{title}</Fact>
        <Fact label="Emissão">
          {isoToBrDate(summary.issued_on)}
          {summary.competence ? ` · competência ${isoToBrDate(summary.competence)}` : ''}
        </Fact>
        <Party label={summary.kind === 'nfse' ? 'Prestador' : 'Emitente'} party={summary.issuer} />
        <Party
          label={summary.kind === 'nfse' ? 'Tomador' : 'Destinatário'}
          party={summary.recipient}
        />
      </SimpleGrid>
      <Fact label="Chave de acesso">
        <Text fontFamily="mono" wordBreak="break-all">
          {groupedKey(summary.key)}
        </Text>
      </Fact>
      {summary.service_description && <Fact label="Serviço">{summary.service_description}</Fact>}
      <Lines
        label="Itens"
        rows={summary.items.map((item) => [
          `${item.description} — ${decimal(item.quantity)} ${item.unit} × ${decimal(item.unit_value)}`,
          formatBRL(item.total_cents),
        ])}
      />
      <Lines
        label="Tributos e totais"
        rows={summary.taxes.map((tax) => [tax.label, formatBRL(tax.amount_cents)])}
      />
      <Lines
        label="Retenções"
        rows={summary.retentions.map((retention) => [
          FISCAL_RETENTION_LABELS[retention.kind],
          formatBRL(retention.amount_cents),
        ])}
      />
      <Lines
        label="Duplicatas"
        rows={summary.installments.map((parcel) => [
          `${parcel.number} · vence ${isoToBrDate(parcel.due_date)}`,
          formatBRL(parcel.amount_cents),
        ])}
      />
      <HStack justify="space-between" fontWeight="semibold" fontSize="sm">
        <Text>{summary.net_cents !== null ? 'Valor do serviço' : 'Valor total da nota'}</Text>
        <Text>{formatBRL(summary.total_cents)}</Text>
      </HStack>
      {summary.net_cents !== null && (
        <HStack justify="space-between" fontWeight="semibold" fontSize="sm">
          <Text>Valor líquido</Text>
          <Text>{formatBRL(summary.net_cents)}</Text>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * The NF-e or NFS-e a movement came from: its readable summary, and its XML to download. Read
 * only when opened: most people editing a parcela never look.
 */
export function FiscalNotePanel({ movementId }: { movementId: string }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const note = useGetMovementFiscalDocumentQuery(movementId, { skip: !open });
  const data = note.data;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="3">
      <Button
        variant="ghost"
        justifyContent="flex-start"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <LuFileText /> {open ? 'Ocultar nota fiscal' : 'Ver nota fiscal'}
      </Button>
      {open && note.isLoading && <Text fontSize="sm">Carregando a nota…</Text>}
      {open && note.isError && (
        <Text fontSize="sm" color="fg.error" role="alert">
          Não foi possível carregar a nota fiscal.
        </Text>
      )}
      {open && data && (
        <>
          <Summary summary={data.summary} />
          {data.file_id && (
            <Button
              alignSelf="flex-start"
              variant="outline"
              size="sm"
              onClick={() => {
                setFailed(false);
                void downloadFile(`/v1/companies/files/${data.file_id}`, data.file_name).catch(() =>
                  setFailed(true),
                );
              }}
            >
              <LuDownload /> Baixar XML
            </Button>
          )}
          {failed && (
            <Text fontSize="sm" color="fg.error" role="alert">
              Não foi possível baixar o XML.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
