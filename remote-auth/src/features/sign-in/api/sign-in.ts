import { api } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import { SERVER_ERROR_MESSAGES } from 'shared/api';
import type { SignInRequest, SignInResponse } from 'shared/contracts';

const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/v1/auth/sign-in', method: 'POST', data: body }),
    }),
  }),
});

export const { useSignInMutation } = signInApi;

/** SPEC.md §8 "Sign-in", shown as an error alert above the form. */
export const SIGN_IN_ERRORS: ErrorCatalog = {
  byStatus: {
    400: 'Não foi possivel cadastrar o usuário. Por favor, tente novamente',
    401: 'O e-mail ou a senha fornecidos não correspondem aos nossos registros.',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Erro desconhecido',
};
