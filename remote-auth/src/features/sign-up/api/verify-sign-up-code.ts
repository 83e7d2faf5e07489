import { api, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { VerifySignUpCodeResponse, verifySignUpCodeSchema } from 'shared/contracts';
import type { z } from 'zod';

const verifySignUpCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifySignUpCode: build.mutation<
      VerifySignUpCodeResponse,
      z.infer<typeof verifySignUpCodeSchema>
    >({
      query: (body) => ({ url: '/v1/auth/sign-up/verify', method: 'POST', data: body }),
    }),
  }),
});

export const { useVerifySignUpCodeMutation } = verifySignUpCodeApi;

export const INVALID_CODE_MESSAGE =
  'Código inválido ou expirado. Confira o código ou peça um novo.';

export const VERIFY_CODE_ERRORS: ErrorCatalog = {
  byStatus: { 400: INVALID_CODE_MESSAGE, ...SERVER_ERROR_MESSAGES },
  fallback: 'Não foi possível verificar o código. Por favor, tente novamente.',
};
