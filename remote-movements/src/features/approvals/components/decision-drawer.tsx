import { Alert, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_APPROVAL_COMMENT } from 'shared/contracts';
import type { ApprovalQueueItem } from 'shared/contracts';
import { SERVER_ERROR_MESSAGES, failureMessage } from 'shared/api';
import { formatBRL } from 'shared/format';
import { toaster } from 'shared/ui';
import { ConfirmDrawer } from 'shared/ui-kit';
import { useDecideApprovalsMutation } from '../api/approvals-api';

export type Decision = 'approve' | 'reject';

export interface DecisionDrawerProps {
  decision: Decision | null;
  items: readonly ApprovalQueueItem[];
  onClose: () => void;
  onDone: () => void;
}

const COPY = {
  approve: { title: 'Aprovar pagamentos', confirm: 'Aprovar', done: 'aprovado(s)' },
  reject: { title: 'Rejeitar pagamentos', confirm: 'Rejeitar', done: 'rejeitado(s)' },
} as const;

export const REJECT_REASON_MESSAGE = 'Informe o motivo da rejeição.';

/** One decision, with a comment, on one payable or on the selection: all or nothing. */
export function DecisionDrawer({ decision, items, onClose, onDone }: DecisionDrawerProps) {
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideApprovalsMutation();
  const copy = COPY[decision ?? 'approve'];
  const total = items.reduce((sum, item) => sum + item.amount_cents, 0);

  const close = () => {
    setComment('');
    setInvalid(false);
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!decision) return;
    const text = comment.trim();
    if (decision === 'reject' && !text) {
      setInvalid(true);
      return;
    }
    const result = await decide({
      ids: items.map((item) => item.id),
      decision,
      ...(text ? { comment: text } : {}),
    });
    if ('error' in result) {
      // The API's own words for what it refused: decided meanwhile, a comment missing.
      setRefusal(
        failureMessage(
          result.error,
          {
            byStatus: SERVER_ERROR_MESSAGES,
            fallback: 'Não foi possível concluir. Tente novamente.',
          },
          [400, 403, 409],
        ),
      );
      return;
    }
    toaster.create({ type: 'success', title: `${result.data.count} pagamento(s) ${copy.done}.` });
    setComment('');
    setRefusal(null);
    onDone();
  };

  return (
    <ConfirmDrawer
      open={decision !== null}
      title={copy.title}
      message={`${items.length} pagamento(s), ${formatBRL(total)} no total.`}
      confirmLabel={copy.confirm}
      destructive={decision === 'reject'}
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Field.Root invalid={invalid} required={decision === 'reject'}>
        <Field.Label>Comentário</Field.Label>
        <Input
          value={comment}
          maxLength={MAX_APPROVAL_COMMENT}
          onChange={(event) => {
            setComment(event.target.value);
            setInvalid(false);
          }}
        />
        <Field.HelperText>
          {decision === 'reject' ? 'Quem lançou verá o motivo.' : 'Opcional.'}
        </Field.HelperText>
        <Field.ErrorText>{REJECT_REASON_MESSAGE}</Field.ErrorText>
      </Field.Root>
      {refusal && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
    </ConfirmDrawer>
  );
}
