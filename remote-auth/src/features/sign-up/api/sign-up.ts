import { api, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { SignUpRequest } from 'shared/contracts';
import { EMAIL_TAKEN_MESSAGE, VERIFICATION_EXPIRED_MESSAGE } from '../sign-up-errors';

const signUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<{ id: string }, SignUpRequest>({
      query: (body) => ({ url: '/v1/auth/sign-up', method: 'POST', data: body }),
    }),
  }),
});

export const { useSignUpMutation } = signUpApi;

const SIGN_UP_FAILED = 'Não foi possível concluir o cadastro. Confira os dados e tente novamente.';

/** Creating user + company. A 400 shows the API's message when it sent one (see failureFor). */
export const SIGN_UP_ERRORS: ErrorCatalog = {
  byStatus: {
    400: SIGN_UP_FAILED,
    401: VERIFICATION_EXPIRED_MESSAGE,
    409: EMAIL_TAKEN_MESSAGE,
    410: VERIFICATION_EXPIRED_MESSAGE,
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: SIGN_UP_FAILED,
};
