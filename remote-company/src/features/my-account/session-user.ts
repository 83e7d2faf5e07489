import type { UserProfile } from 'shared/contracts';
import { withShortName } from 'shared/session';
import type { SessionUser } from 'shared/session';

/** The profile as the shell's store keeps it, so the profile menu shows a change at once. */
export function toSessionUser(profile: UserProfile): SessionUser {
  return {
    id: profile.id,
    ...withShortName({ name: profile.name, email: profile.email, avatar: profile.avatar }),
  };
}
