export { revokeUserSessions } from './repositories/sessions-repository';
export type { UsersRepository } from './repositories/users-repository';
export { normalizeEmail } from './services/auth-service';
export type { AuthService } from './services/auth-service';
