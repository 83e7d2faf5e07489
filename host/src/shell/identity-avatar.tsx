import { Avatar } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { apiAssetUrl } from 'shared/api';
import type { SessionIdentity } from 'shared/session';

/** The avatar image, else the short name, else a fallback icon (SPEC.md §2 and §3). */
export function IdentityAvatar({
  identity,
  fallbackIcon,
  shape = 'full',
  size = 'sm',
}: {
  identity: SessionIdentity | undefined;
  fallbackIcon: ReactNode;
  shape?: 'full' | 'rounded';
  size?: '2xs' | 'sm';
}) {
  return (
    <Avatar.Root size={size} shape={shape} colorPalette="brand" variant="solid">
      {identity?.avatar ? (
        <Avatar.Image src={apiAssetUrl(identity.avatar)} alt="" />
      ) : (
        <Avatar.Fallback>{identity?.shortName ?? fallbackIcon}</Avatar.Fallback>
      )}
    </Avatar.Root>
  );
}
