import { Progress, Stack, Text } from '@chakra-ui/react';
import { PREVIEW_STEPS } from 'shared/contracts';
import type { PreviewProgress, PreviewStep } from 'shared/contracts';

export interface UploadState {
  phase: 'upload' | 'processing';
  loaded: number;
  total: number;
  label: string;
  /** The server's last reported step while it processes the lines (streamed preview only). */
  step?: PreviewProgress;
}

const mb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
const count = (value: number) => value.toLocaleString('pt-BR');

const STEP_LABEL: Record<PreviewStep, string> = {
  read: 'linhas lidas',
  dedupe: 'linhas comparadas com as já importadas',
  match: 'linhas conciliadas com as movimentações em aberto',
  suggest: 'linhas com categoria e contato sugeridos',
};

/** What the server reports, in words: "Conciliando: 4.000 de 10.000 linhas…" */
export function stepText({ step, done, total }: PreviewProgress): string {
  return `${count(done)} de ${count(total)} ${STEP_LABEL[step]}`;
}

/** The whole processing as one bar: each step a quarter, filled by its counts. */
function stepPercent({ step, done, total }: PreviewProgress): number {
  const position = PREVIEW_STEPS.indexOf(step);
  const within = total > 0 ? done / total : 1;
  return Math.round(((position + within) / PREVIEW_STEPS.length) * 100);
}

/**
 * The upload's bytes, then the server's steps with their counts while it reads and matches
 * (or, with no step reported, `waiting`: what it does with the lines meanwhile).
 */
export function UploadProgress({
  state,
  waiting = 'processando as linhas',
}: {
  state: UploadState;
  waiting?: string;
}) {
  const percent = state.total > 0 ? Math.round((state.loaded / state.total) * 100) : 0;
  const processing = state.phase === 'processing';
  const value = processing ? (state.step ? stepPercent(state.step) : null) : percent;
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Progress.Root value={value} max={100} aria-label={state.label} colorPalette="brand">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {processing
          ? state.step
            ? `${state.label}: ${stepText(state.step)}…`
            : `${state.label}: arquivo enviado (${mb(state.total)}), ${waiting}…`
          : `${state.label}: ${mb(state.loaded)} de ${mb(state.total)} (${percent}%)`}
      </Text>
    </Stack>
  );
}
