import { Progress, Stack, Text } from '@chakra-ui/react';

export interface UploadState {
  phase: 'upload' | 'processing';
  loaded: number;
  total: number;
  label: string;
}

const mb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/** The upload's bytes, then "processando" while the server reads and checks the rows. */
export function UploadProgress({ state }: { state: UploadState }) {
  const percent = state.total > 0 ? Math.round((state.loaded / state.total) * 100) : 0;
  const processing = state.phase === 'processing';
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Progress.Root
        value={processing ? null : percent}
        max={100}
        aria-label={state.label}
        colorPalette="brand"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {processing
          ? `${state.label}: arquivo enviado (${mb(state.total)}), conferindo as linhas…`
          : `${state.label}: ${mb(state.loaded)} de ${mb(state.total)} (${percent}%)`}
      </Text>
    </Stack>
  );
}
