import { Badge } from '@chakra-ui/react';
import { MEMBER_ROLE_LABELS } from 'shared/contracts';
import type { MemberRole } from 'shared/contracts';
import { ROLE_BADGE_PALETTE } from '../role-options';

export function RoleBadge({ role }: { role: MemberRole }) {
  return (
    <Badge colorPalette={ROLE_BADGE_PALETTE[role]} variant="subtle">
      {MEMBER_ROLE_LABELS[role]}
    </Badge>
  );
}
