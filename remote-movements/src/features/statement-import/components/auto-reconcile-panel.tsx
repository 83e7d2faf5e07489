import { Alert, HStack, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toApiError } from 'shared/api';
import { useSaveAutoReconcileMutation } from '../../../api/import-rules';

const DEFAULT_CONFIDENCE = 90;
const CONFIDENCES = [70, 80, 90, 95, 100] as const;

export interface AutoReconcilePanelProps {
  bankAccountId: string;
  /** As the preview read it; null when the account has never set it. */
  setting: { enabled: boolean; min_confidence: number } | null;
  disabled: boolean;
  /** Saved: read the statement again so the lines show the new readiness. */
  onSaved: () => void;
}

/**
 * The account's auto-conciliação: lines whose match, rule or suggestion reaches the confidence
 * come pre-accepted (still shown, still editable). Saving reads the preview again.
 */
export function AutoReconcilePanel({
  bankAccountId,
  setting,
  disabled,
  onSaved,
}: AutoReconcilePanelProps) {
  const [save, saving] = useSaveAutoReconcileMutation();
  const [error, setError] = useState<string | null>(null);
  const enabled = setting?.enabled ?? false;
  const confidence = setting?.min_confidence ?? DEFAULT_CONFIDENCE;
  const choices = CONFIDENCES.includes(confidence as (typeof CONFIDENCES)[number])
    ? CONFIDENCES
    : [...CONFIDENCES, confidence].sort((a, b) => a - b);

  async function change(next: { enabled: boolean; min_confidence: number }) {
    setError(null);
    try {
      await save({ bankAccountId, body: next }).unwrap();
      onSaved();
    } catch (thrown) {
      setError(toApiError(thrown).message || 'Não foi possível salvar a conciliação automática.');
    }
  }

  const busy = disabled || saving.isLoading;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3">
      <HStack gap="4" wrap="wrap">
        <Switch.Root
          checked={enabled}
          disabled={busy}
          onCheckedChange={(details) =>
            void change({ enabled: details.checked, min_confidence: confidence })
          }
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Conciliação automática desta conta</Switch.Label>
        </Switch.Root>
        <HStack gap="2">
          <Text asChild textStyle="sm">
            <label htmlFor="auto-reconcile-confidence">Confiança mínima</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto" disabled={busy}>
            <NativeSelect.Field
              id="auto-reconcile-confidence"
              value={String(confidence)}
              onChange={(event) =>
                void change({ enabled, min_confidence: Number(event.target.value) })
              }
            >
              {choices.map((value) => (
                <option key={value} value={value}>{`${value} %`}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Ligada, as linhas com conciliação, regra ou sugestão do histórico a partir dessa confiança
        já chegam prontas: continuam visíveis e editáveis, e um clique confirma o lote.
      </Text>
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
