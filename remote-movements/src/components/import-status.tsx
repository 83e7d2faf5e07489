import { Alert, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UploadProgress } from './upload-progress';
import type { UploadState } from './upload-progress';

/**
 * What a file import page says under its drop zone: the upload's progress, the API's refusal, or
 * the batch written with a way to the list. One place, so every import speaks alike.
 */
export function ImportStatus({
  upload,
  waiting,
  error,
  done,
}: {
  upload: UploadState | null;
  /** What the server does once the bytes are sent ("conferindo as linhas"). */
  waiting: string;
  error: string | null;
  /** "Importação concluída: …", once confirmed. */
  done: string | null;
}) {
  return (
    <>
      {upload && <UploadProgress state={upload} waiting={waiting} />}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      {done && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{done}</Alert.Description>
            <Button asChild size="sm" variant="outline" mt="2">
              <RouterLink to="/movimentacoes">Ver movimentações</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}
