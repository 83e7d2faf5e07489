import { z } from 'zod';
import { MEMBER_ROLES } from 'shared/contracts';

// The API's rules (shared/contracts `createInvitationBody`), said in Portuguese before the request.
export const inviteFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email('Informe um e-mail válido').max(254, 'E-mail longo demais')),
  role: z.enum(MEMBER_ROLES, 'Escolha um papel'),
});
export type InviteFormValues = z.infer<typeof inviteFormSchema>;
