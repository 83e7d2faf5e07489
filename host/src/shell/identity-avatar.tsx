import { Avatar } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SessionIdentity } from 'shared/session';

/** The avatar image, else the short name, else a fallback icon (SPEC.md §2 and §3). */
export function IdentityAvatar({
  identity,
  fallbackIcon,
  shape = 'full',
}: {
  identity: SessionIdentity | undefined;
  fallbackIcon: ReactNode;
  shape?: 'full' | 'rounded';
}) {
  return (
    <Avatar.Root size="sm" shape={shape} colorPalette="brand" variant="solid">
      {identity?.avatar ? (
        <Avatar.Image src={identity.avatar} alt="" />
      ) : (
        <Avatar.Fallback>{identity?.shortName ?? fallbackIcon}</Avatar.Fallback>
      )}
    </Avatar.Root>
  );
}
