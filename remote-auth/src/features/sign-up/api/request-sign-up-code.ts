import { api, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { requestSignUpCodeSchema } from 'shared/contracts';
import type { z } from 'zod';
import { EMAIL_TAKEN_MESSAGE } from '../sign-up-errors';

const requestSignUpCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestSignUpCode: build.mutation<void, z.infer<typeof requestSignUpCodeSchema>>({
      query: (body) => ({ url: '/v1/auth/sign-up/code', method: 'POST', data: body }),
    }),
  }),
});

export const { useRequestSignUpCodeMutation } = requestSignUpCodeApi;

/** Asking for (or resending) the 6-digit code. 429 shows the API's message (see failureFor). */
export const REQUEST_CODE_ERRORS: ErrorCatalog = {
  byStatus: {
    400: 'Não foi possível enviar o código para este e-mail. Confira o endereço e tente novamente.',
    409: EMAIL_TAKEN_MESSAGE,
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Não foi possível enviar o código. Por favor, tente novamente.',
};
