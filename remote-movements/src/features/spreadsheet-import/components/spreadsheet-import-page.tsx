import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { SpreadsheetBatch, SpreadsheetMapping, SpreadsheetPreview } from 'shared/contracts';
import { maskCpfCnpj } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { can, useCompanyRole } from 'shared/session';
import { PageHeading } from 'shared/ui';
import { ImportStatus } from '../../../components/import-status';
import type { UploadState } from '../../../components/upload-progress';
import { spreadsheetApi, spreadsheetChanged } from '../api/spreadsheet-api';
import {
  confirmSpreadsheet,
  downloadRejected,
  downloadTemplate,
  previewSpreadsheet,
} from '../api/spreadsheet-files';
import type { UploadProgress as Progress } from '../../../lib/upload';
import { SpreadsheetBatchList } from './batch-list';
import { FileDrop } from '../../../components/file-drop';
import { MappingPanel } from './mapping-panel';
import { ErrorTable, RowsTable } from './tables';
import { plural } from '../../../lib/plural';

const messageOf = (thrown: unknown, fallback: string) =>
  (thrown as { message?: string } | null)?.message || fallback;

function Summary({ preview }: { preview: SpreadsheetPreview }) {
  const { counts } = preview;
  return (
    <Stack gap="1" aria-live="polite">
      <Text>
        {`${plural(counts.total, 'linha', 'linhas')}: ${plural(counts.valid, 'válida', 'válidas')}, ${plural(counts.rejected, 'rejeitada', 'rejeitadas')}.`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {`A pagar: ${formatBRL(counts.despesa_cents)} · A receber: ${formatBRL(counts.receita_cents)}`}
      </Text>
    </Stack>
  );
}

function ToCreate({ preview }: { preview: SpreadsheetPreview }) {
  if (preview.new_contacts.length === 0 && preview.new_cost_centers.length === 0) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Serão cadastrados ao confirmar</Alert.Title>
        <Alert.Description>
          <Box as="ul" ps="5" listStyleType="disc">
            {preview.new_contacts.map((contact) => (
              <Box as="li" key={contact.document}>
                {`${contact.is_supplier && contact.is_client ? 'Fornecedor e cliente' : contact.is_client ? 'Cliente' : 'Fornecedor'}: ${contact.name} (${maskCpfCnpj(contact.document)})`}
              </Box>
            ))}
            {preview.new_cost_centers.map((name) => (
              <Box as="li" key={name}>{`Centro de custo: ${name}`}</Box>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * `/movimentacoes/importacao`: contas a pagar e a receber from a spreadsheet. The server reads
 * the file and says, row by row, what is wrong; nothing is written until confirmed, and a
 * confirmed batch can be undone.
 */
export function SpreadsheetImportPage() {
  const role = useCompanyRole();
  const writer = can(role, 'write-movements');
  const dispatch = useDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<SpreadsheetPreview | null>(null);
  // The columns as the API detected them, or as the user set them (then sent with every request
  // for this file, so the preview, the rejected rows and the confirmation read the same rows).
  const [mapping, setMapping] = useState<{ value: SpreadsheetMapping; given: boolean } | null>(
    null,
  );
  const [showMapping, setShowMapping] = useState(false);
  const [done, setDone] = useState<SpreadsheetBatch | null>(null);
  const [downloading, setDownloading] = useState(false);

  const progress = (label: string) => (value: Progress) =>
    setUpload({
      label,
      loaded: value.loaded,
      total: value.total,
      phase: value.loaded >= value.total ? 'processing' : 'upload',
    });

  const given = () => (mapping?.given ? { mapping: mapping.value } : {});

  async function read(chosen: File, adjusted?: SpreadsheetMapping) {
    setFile(chosen);
    setError(null);
    setDone(null);
    setPreview(null);
    if (!adjusted) setShowMapping(false);
    setUpload({ label: 'Lendo a planilha', loaded: 0, total: chosen.size, phase: 'upload' });
    try {
      const result = await previewSpreadsheet(
        chosen,
        adjusted ? { mapping: adjusted } : {},
        progress('Lendo a planilha'),
      );
      setPreview(result);
      setMapping({ value: result.mapping, given: adjusted !== undefined });
      if (result.mapping_error) setShowMapping(true);
    } catch (thrown) {
      setError(messageOf(thrown, 'Não foi possível ler a planilha.'));
      setMapping(null);
    } finally {
      setUpload(null);
    }
  }

  async function confirm() {
    if (!file || !preview) return;
    setError(null);
    setUpload({ label: 'Importando', loaded: 0, total: file.size, phase: 'upload' });
    try {
      const batch = await confirmSpreadsheet(
        file,
        { ...given(), expected_rows: preview.counts.valid },
        progress('Importando'),
      );
      dispatch(spreadsheetApi.util.invalidateTags(spreadsheetChanged()));
      setDone(batch);
      setPreview(null);
      setFile(null);
      setMapping(null);
      setShowMapping(false);
    } catch (thrown) {
      setError(messageOf(thrown, 'Não foi possível importar a planilha.'));
    } finally {
      setUpload(null);
    }
  }

  async function download(run: () => Promise<void>, failure: string) {
    setDownloading(true);
    try {
      await run();
    } catch (thrown) {
      setError(messageOf(thrown, failure));
    } finally {
      setDownloading(false);
    }
  }

  const busy = upload !== null;
  return (
    <Stack gap="6">
      <PageHeading
        title="Importar planilha"
        description="Contas a pagar e a receber a partir de uma planilha CSV ou XLSX"
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/movimentacoes">Voltar para Movimentações</RouterLink>
          </Button>
        }
      />
      <Stack gap="2">
        <Heading as="h2" size="md">
          Modelo
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Colunas: Tipo, Descrição, Valor, Vencimento, Competência, Categoria, Centro de custo,
          Fornecedor/Cliente, Conta bancária, Nº do documento, Observações, Pago em (opcional) e o
          CPF/CNPJ do fornecedor/cliente, necessário só para cadastrar um novo. Categorias e contas
          bancárias precisam existir; centros de custo e fornecedores/clientes que faltam são
          cadastrados ao confirmar.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            disabled={downloading}
            onClick={() =>
              void download(() => downloadTemplate('xlsx'), 'Não foi possível baixar o modelo.')
            }
          >
            <LuDownload /> Baixar modelo XLSX
          </Button>
          <Button
            variant="outline"
            disabled={downloading}
            onClick={() =>
              void download(() => downloadTemplate('csv'), 'Não foi possível baixar o modelo.')
            }
          >
            <LuDownload /> Baixar modelo CSV
          </Button>
        </HStack>
      </Stack>
      {writer ? (
        <FileDrop kind="spreadsheet" disabled={busy} onFile={(chosen) => void read(chosen)} />
      ) : (
        <Text color="fg.muted">
          Seu papel nesta empresa permite consultar as importações, não importar.
        </Text>
      )}
      <ImportStatus
        upload={upload}
        waiting="conferindo as linhas"
        error={error}
        done={
          done
            ? `Importação concluída: ${plural(done.created_count, 'movimentação criada', 'movimentações criadas')}` +
              (done.rejected_count > 0
                ? `; ${plural(done.rejected_count, 'linha rejeitada ficou', 'linhas rejeitadas ficaram')} de fora.`
                : '.')
            : null
        }
      />
      {preview && file && (
        <Stack gap="4">
          <Heading as="h2" size="md">
            Pré-visualização: {preview.file_name}
          </Heading>
          {preview.mapping_error ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Description>{preview.mapping_error}</Alert.Description>
            </Alert.Root>
          ) : (
            <Summary preview={preview} />
          )}
          {!preview.mapping_error && (
            <Button
              alignSelf="flex-start"
              variant="ghost"
              size="sm"
              aria-expanded={showMapping}
              onClick={() => setShowMapping((shown) => !shown)}
            >
              {showMapping
                ? 'Ocultar correspondência de colunas'
                : 'Ajustar correspondência de colunas'}
            </Button>
          )}
          {showMapping && mapping && (
            <MappingPanel
              columns={preview.columns}
              mapping={mapping.value}
              disabled={busy}
              onChange={(value) => setMapping({ value, given: true })}
              onApply={() => void read(file, mapping.value)}
            />
          )}
          {!preview.mapping_error && (
            <>
              <ToCreate preview={preview} />
              {preview.errors.length > 0 && (
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    Linhas rejeitadas
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    Ficam de fora da importação. Baixe-as com a coluna Motivo, corrija e envie de
                    novo.
                    {preview.errors_truncated ? ' A lista abaixo mostra os primeiros erros.' : ''}
                  </Text>
                  <ErrorTable errors={preview.errors} />
                  <Button
                    alignSelf="flex-start"
                    variant="outline"
                    disabled={downloading || busy}
                    onClick={() =>
                      void download(
                        () => downloadRejected(file, given()),
                        'Não foi possível baixar as linhas rejeitadas.',
                      )
                    }
                  >
                    <LuDownload /> Baixar linhas rejeitadas (CSV)
                  </Button>
                </Stack>
              )}
              {preview.rows.length > 0 && (
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    Linhas válidas
                  </Heading>
                  {preview.counts.valid > preview.rows.length && (
                    <Text fontSize="sm" color="fg.muted">
                      {`Mostrando as primeiras ${preview.rows.length} de ${preview.counts.valid.toLocaleString('pt-BR')}.`}
                    </Text>
                  )}
                  <RowsTable rows={preview.rows} />
                </Stack>
              )}
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="brand"
                  disabled={busy || preview.counts.valid === 0}
                  onClick={() => void confirm()}
                >
                  {`Importar ${plural(preview.counts.valid, 'movimentação', 'movimentações')}`}
                </Button>
                {preview.counts.valid === 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    Nenhuma linha válida: corrija a planilha e envie de novo.
                  </Text>
                )}
              </HStack>
            </>
          )}
        </Stack>
      )}
      <Stack gap="3">
        <Heading as="h2" size="md">
          Importações de planilha
        </Heading>
        <SpreadsheetBatchList canUndo={writer} />
      </Stack>
    </Stack>
  );
}
