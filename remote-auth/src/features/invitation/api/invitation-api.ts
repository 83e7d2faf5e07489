import { api, apiClient, authHeadersFor } from 'shared/api';
import type {
  InvitationPreview,
  InvitationSignUp,
  SignInRequest,
  SignInResponse,
} from 'shared/contracts';

const LINKS = '/v1/auth/invitations';

// The other end of an invitation link. The preview is public; accepting needs the invited
// person signed in; an unknown address signs up through the link itself.
const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewInvitation: build.query<InvitationPreview, string>({
      query: (token) => ({ url: `${LINKS}/${encodeURIComponent(token)}` }),
    }),
    acceptInvitation: build.mutation<SignInResponse, string>({
      query: (token) => ({ url: `${LINKS}/accept`, method: 'POST', data: { token } }),
    }),
    signUpThroughInvitation: build.mutation<SignInResponse, InvitationSignUp>({
      query: (body) => ({ url: `${LINKS}/sign-up`, method: 'POST', data: body }),
    }),
    signInToAccept: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/v1/auth/sign-in', method: 'POST', data: body }),
    }),
  }),
});

export const {
  usePreviewInvitationQuery,
  useAcceptInvitationMutation,
  useSignUpThroughInvitationMutation,
  useSignInToAcceptMutation,
} = invitationApi;

/**
 * Accepts with a token the store does not hold yet (right after signing in on this page): the
 * answer's token has the invitation's company active, and that is the one the session keeps.
 */
export async function acceptWithToken(
  accessToken: string,
  invitationToken: string,
): Promise<SignInResponse> {
  const response = await apiClient.post<SignInResponse>(
    `${LINKS}/accept`,
    { token: invitationToken },
    { headers: authHeadersFor(accessToken) },
  );
  return response.data;
}
