import { api, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { ConfirmResetPasswordRequest } from 'shared/contracts';

const confirmPasswordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmPasswordReset: build.mutation<void, ConfirmResetPasswordRequest>({
      query: (body) => ({ url: '/v1/auth/reset-password/confirm', method: 'POST', data: body }),
    }),
  }),
});

export const { useConfirmPasswordResetMutation } = confirmPasswordResetApi;

const INVALID_LINK = 'Este link de redefinição é inválido ou expirou. Peça um novo link.';

/** Unknown, used or expired link (the token lives 1 h and works once); 500/503 as in sign-in. */
export const CONFIRM_RESET_ERRORS: ErrorCatalog = {
  byStatus: { 400: INVALID_LINK, 404: INVALID_LINK, 410: INVALID_LINK, ...SERVER_ERROR_MESSAGES },
  fallback: 'Não foi possível redefinir sua senha. Por favor, tente novamente.',
};

/** The codes that mean "this link is no good": the page offers a new one. */
export const INVALID_LINK_STATUSES: readonly number[] = [400, 404, 410];
