// What other domains may use of identity: companies end a removed member's sessions and find
// invitees by e-mail; files read users for their photos.

export { revokeUserSessions } from './repositories/sessions-repository';
export type { UsersRepository } from './repositories/users-repository';
export { normalizeEmail } from './services/auth-service';
export type { AuthService } from './services/auth-service';
