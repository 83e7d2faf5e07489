import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { FiscalBatch, FiscalPreview } from 'shared/contracts';
import { can, useCompanyRole } from 'shared/session';
import { PageHeading } from 'shared/ui';
import { FileDrop } from '../../../components/file-drop';
import { ImportStatus } from '../../../components/import-status';
import type { UploadState } from '../../../components/upload-progress';
import type { UploadProgress as Progress } from '../../../lib/upload';
import { fiscalApi, fiscalChanged } from '../api/fiscal-api';
import { confirmFiscal, previewFiscal } from '../api/fiscal-files';
import { FiscalBatchList } from './fiscal-batch-list';
import { FiscalPreviewView } from './fiscal-preview';
import { FiscalSettingsPanel } from './fiscal-settings-panel';
import { plural } from '../../../lib/plural';

const messageOf = (thrown: unknown, fallback: string) =>
  (thrown as { message?: string } | null)?.message || fallback;

const sizeOf = (files: File[]) => files.reduce((sum, file) => sum + file.size, 0);

/**
 * `/movimentacoes/notas`: contas a pagar e a receber from NF-e and NFS-e XMLs. The server reads
 * every note and says what it will create or why it stays out; nothing is written until
 * confirmed, and a confirmed batch can be undone.
 */
export function FiscalImportPage() {
  const role = useCompanyRole();
  const writer = can(role, 'write-movements');
  const dispatch = useDispatch();
  const [files, setFiles] = useState<File[] | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<FiscalPreview | null>(null);
  const [done, setDone] = useState<FiscalBatch | null>(null);

  const progress = (label: string) => (value: Progress) =>
    setUpload({
      label,
      loaded: value.loaded,
      total: value.total,
      phase: value.loaded >= value.total ? 'processing' : 'upload',
    });

  async function read(chosen: File[]) {
    setFiles(chosen);
    setError(null);
    setDone(null);
    setPreview(null);
    setUpload({ label: 'Lendo as notas', loaded: 0, total: sizeOf(chosen), phase: 'upload' });
    try {
      setPreview(await previewFiscal(chosen, progress('Lendo as notas')));
    } catch (thrown) {
      setError(messageOf(thrown, 'Não foi possível ler as notas.'));
      setFiles(null);
    } finally {
      setUpload(null);
    }
  }

  async function confirm() {
    if (!files || !preview) return;
    setError(null);
    setUpload({ label: 'Importando', loaded: 0, total: sizeOf(files), phase: 'upload' });
    try {
      const batch = await confirmFiscal(
        files,
        { expected_documents: preview.counts.ready },
        progress('Importando'),
      );
      dispatch(fiscalApi.util.invalidateTags(fiscalChanged()));
      setDone(batch);
      setPreview(null);
      setFiles(null);
    } catch (thrown) {
      setError(messageOf(thrown, 'Não foi possível importar as notas.'));
    } finally {
      setUpload(null);
    }
  }

  const busy = upload !== null;
  return (
    <Stack gap="6">
      <PageHeading
        title="Notas fiscais"
        description="Contas a pagar e a receber a partir dos XMLs de NF-e e NFS-e"
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/movimentacoes">Voltar para Movimentações</RouterLink>
          </Button>
        }
      />
      <Text fontSize="sm" color="fg.muted">
        Notas de fornecedores para o CNPJ da empresa viram contas a pagar, uma por duplicata (sem
        duplicatas, no prazo do fornecedor); notas emitidas pela empresa viram contas a receber. O
        XML fica guardado como documento de cada parcela, e a chave de acesso encontra as parcelas
        na busca das Movimentações.
      </Text>
      {writer ? (
        <FileDrop kind="fiscal" disabled={busy} onFiles={(chosen) => void read(chosen)} />
      ) : (
        <Text color="fg.muted">
          Seu papel nesta empresa permite consultar as importações, não importar.
        </Text>
      )}
      <ImportStatus
        upload={upload}
        waiting="conferindo as notas"
        error={error}
        done={
          done
            ? `Importação concluída: ${plural(done.documents_count, 'nota', 'notas')}, ${plural(done.created_count, 'parcela criada', 'parcelas criadas')}.`
            : null
        }
      />
      {preview && files && (
        <Stack gap="4">
          <Heading as="h2" size="md">
            Pré-visualização
          </Heading>
          <FiscalPreviewView preview={preview} />
          <HStack gap="3" wrap="wrap">
            <Button
              colorPalette="brand"
              disabled={busy || preview.counts.ready === 0}
              onClick={() => void confirm()}
            >
              {`Importar ${plural(preview.counts.ready, 'nota', 'notas')} (${plural(preview.counts.parcels, 'parcela', 'parcelas')})`}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setPreview(null)}>
              Cancelar
            </Button>
            {preview.counts.ready === 0 && (
              <Text fontSize="sm" color="fg.muted">
                Nenhuma nota pode ser importada: veja o motivo de cada arquivo.
              </Text>
            )}
          </HStack>
        </Stack>
      )}
      <Stack gap="3">
        <Heading as="h2" size="md">
          Configurações
        </Heading>
        <FiscalSettingsPanel canEdit={can(role, 'edit-company')} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Importações de notas fiscais
        </Heading>
        <FiscalBatchList canUndo={writer} />
      </Stack>
    </Stack>
  );
}
