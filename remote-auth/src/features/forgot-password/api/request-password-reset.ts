import { api, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { resetPasswordRequestSchema } from 'shared/contracts';
import type { z } from 'zod';

const requestPasswordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<void, z.infer<typeof resetPasswordRequestSchema>>({
      query: (body) => ({ url: '/v1/auth/reset-password', method: 'POST', data: body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;

/** SPEC.md §8 "Reset password": any failure shows this on screen, whatever the status. */
export const RESET_REQUEST_FAILED = 'E-mail não encontrado. Verifique se digitou corretamente.';

/** SPEC.md §8 "Reset password", per status: the detail under the fixed message above. */
export const RESET_PASSWORD_ERRORS: ErrorCatalog = {
  byStatus: {
    401: 'Não foi possivel validar o e-mail',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Erro desconhecido',
};
