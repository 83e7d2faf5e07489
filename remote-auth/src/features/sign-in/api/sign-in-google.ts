import { api } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { SignInResponse } from 'shared/contracts';

const googleApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInWithGoogle: build.mutation<SignInResponse, { credentials: string }>({
      query: (body) => ({ url: '/v1/auth/sign-in/google', method: 'POST', data: body }),
    }),
  }),
});

export const { useSignInWithGoogleMutation } = googleApi;

/** SPEC.md §8 "Google sign-in". */
export const GOOGLE_SIGN_IN_ERRORS: ErrorCatalog = {
  byStatus: {
    400: 'Não foi possivel logar com este usuário. Por favor, tente novamente',
    401: 'O e-mail ou conta Google não correspondem a um usuário cadastrado',
    500: 'Erro interno. Por favor, tente novamente.',
    503: 'Serviço indisponível. Tente novamente mais tarde.',
  },
  fallback: 'Erro desconhecido',
};

/** SPEC.md §8: a Google failure that carries no message. */
export const GOOGLE_FAILED_WITHOUT_MESSAGE = 'Falha ao autenticar via Google';
