import { Badge } from '@chakra-ui/react';
import { LuClock, LuCircleX } from 'react-icons/lu';
import { APPROVAL_STATUS_LABELS } from 'shared/contracts';
import type { Movement } from 'shared/contracts';

/**
 * Issue 22's words on a payable that cannot be paid yet: 'Aguardando aprovação' or 'Rejeitado'.
 * An approved one needs no mark: it is paid as any other.
 */
export function ApprovalMark({ approval }: { approval: Movement['approval'] }) {
  if (!approval || approval.status === 'approved') return null;
  const pending = approval.status === 'pending_approval';
  return (
    <Badge
      size="xs"
      variant="subtle"
      colorPalette={pending ? 'orange' : 'red'}
      flexShrink={0}
      title={approval.comment ?? undefined}
    >
      {pending ? <LuClock aria-hidden /> : <LuCircleX aria-hidden />}
      {APPROVAL_STATUS_LABELS[approval.status]}
    </Badge>
  );
}
