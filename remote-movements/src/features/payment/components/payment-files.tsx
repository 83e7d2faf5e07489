import { Box, Button, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { LuDownload, LuPaperclip, LuTrash2 } from 'react-icons/lu';
import { MAX_FILE_BYTES } from 'shared/contracts';
import type { Payment, StoredFile } from 'shared/contracts';
import { formatLongDate } from 'shared/format';
import { toaster } from 'shared/ui';
import { downloadFile } from '../../../lib/download-file';
import { useGetPaymentsQuery } from '../api/get-payments';
import {
  useDeleteFileMutation,
  useGetMovementFilesQuery,
  useUploadMovementFileMutation,
} from '../api/movement-files';
import { apiMessage } from '../api-message';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
export const TOO_LARGE_MESSAGE = 'O arquivo excede o limite de 10 MB.';

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

function ownerLabel(file: StoredFile, payments: Payment[]): string {
  if (!file.payment_id) return 'da movimentação';
  const payment = payments.find((p) => p.id === file.payment_id);
  return payment ? `do pagamento de ${formatLongDate(payment.paid_on)}` : 'de um pagamento';
}

/**
 * Comprovantes: the type is checked by the API from the content, so the picker only narrows the
 * choice; what the API refuses is said as it says it.
 */
export function PaymentFiles({ movementId }: { movementId: string }) {
  const files = useGetMovementFilesQuery(movementId);
  const payments = useGetPaymentsQuery(movementId);
  const [upload, { isLoading: uploading }] = useUploadMovementFileMutation();
  const [remove] = useDeleteFileMutation();
  const [target, setTarget] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toaster.create({ type: 'error', title: TOO_LARGE_MESSAGE });
      return;
    }
    const result = await upload({ movementId, file, ...(target ? { paymentId: target } : {}) });
    if ('error' in result) toaster.create({ type: 'error', title: apiMessage(result.error) });
    else toaster.create({ type: 'success', title: 'Comprovante anexado.' });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  const rows = files.data ?? [];
  const paymentRows = payments.data ?? [];
  return (
    <Stack as="section" aria-labelledby="payment-files" gap="3">
      <Heading as="h2" size="md" id="payment-files">
        Comprovantes
      </Heading>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        borderRadius="lg"
        p="4"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
          <Text flex="1">Arraste um PDF, JPG ou PNG (até 10 MB) ou escolha um arquivo.</Text>
          {paymentRows.length > 0 && (
            <label>
              <Text as="span" srOnly>
                Anexar a
              </Text>
              <select
                aria-label="Anexar a"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                <option value="">Movimentação</option>
                {paymentRows.map((p) => (
                  <option key={p.id} value={p.id}>
                    Pagamento de {formatLongDate(p.paid_on)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label="Arquivo do comprovante"
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" loading={uploading} onClick={() => input.current?.click()}>
            <LuPaperclip /> Anexar comprovante
          </Button>
        </Stack>
      </Box>
      {files.isSuccess && rows.length === 0 && <Text>Nenhum comprovante anexado.</Text>}
      {rows.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {rows.map((file) => (
            <Flex
              as="li"
              key={file.id}
              alignItems="center"
              gap="2"
              borderWidth="1px"
              borderRadius="md"
              p="2"
            >
              <Text flex="1" truncate>
                {file.name}{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({sizeLabel(file.size_bytes)}, {ownerLabel(file, paymentRows)})
                </Text>
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Baixar ${file.name}`}
                onClick={() =>
                  void downloadFile(`/v1/companies/files/${file.id}`, file.name).catch(() =>
                    toaster.create({ type: 'error', title: 'Não foi possível baixar o arquivo.' }),
                  )
                }
              >
                <LuDownload />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remover ${file.name}`}
                onClick={() =>
                  void remove({ movementId, fileId: file.id }).then((result) => {
                    if ('error' in result) {
                      toaster.create({ type: 'error', title: apiMessage(result.error) });
                    }
                  })
                }
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
