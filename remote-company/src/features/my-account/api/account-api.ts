import { api } from 'shared/api';
import type {
  ChangePassword,
  ConfirmEmailChange,
  DigestSettings,
  RequestEmailChange,
  SaveDigestSettings,
  UserPhoto,
  UserProfile,
} from 'shared/contracts';

// 'Minha conta': the person's own profile, e-mail, password, sessions and e-mail digest. Only the
// digest's choices are cached: the shell's session store holds the name and e-mail, and each
// answer updates it.
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserProfile, { name: string }>({
      query: (body) => ({ url: '/v1/users/profile', method: 'PATCH', data: body }),
    }),
    requestEmailChange: build.mutation<null, RequestEmailChange>({
      query: (body) => ({ url: '/v1/users/email/code', method: 'POST', data: body }),
    }),
    confirmEmailChange: build.mutation<UserProfile, ConfirmEmailChange>({
      query: (body) => ({ url: '/v1/users/email', method: 'POST', data: body }),
    }),
    changePassword: build.mutation<null, ChangePassword>({
      query: (body) => ({ url: '/v1/users/password', method: 'POST', data: body }),
    }),
    // Cropped and resized by the API, which answers the photo's new URL.
    uploadPhoto: build.mutation<UserPhoto, File>({
      query: (file) => {
        const data = new FormData();
        data.append('file', file);
        return { url: '/v1/users/profile/photo', method: 'PUT', data };
      },
    }),
    removePhoto: build.mutation<UserPhoto, void>({
      query: () => ({ url: '/v1/users/profile/photo', method: 'DELETE' }),
    }),
    signOutEverywhere: build.mutation<null, void>({
      query: () => ({ url: '/v1/auth/sessions', method: 'DELETE' }),
    }),
    getDigestSettings: build.query<DigestSettings, void>({
      query: () => ({ url: '/v1/users/digest' }),
    }),
    // The switch moves at once; a refused save puts it back. The answer, the choices as saved,
    // becomes the cached list (no other screen shows it).
    saveDigestSettings: build.mutation<DigestSettings, SaveDigestSettings>({
      query: (body) => ({ url: '/v1/users/digest', method: 'PUT', data: body }),
      async onQueryStarted({ company_ids: chosen }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          accountApi.util.updateQueryData('getDigestSettings', undefined, (draft) => {
            for (const company of draft.companies) {
              company.enabled = chosen.includes(company.company_id);
            }
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.updateQueryData('getDigestSettings', undefined, () => data));
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useChangePasswordMutation,
  useSignOutEverywhereMutation,
  useUploadPhotoMutation,
  useRemovePhotoMutation,
  useGetDigestSettingsQuery,
  useSaveDigestSettingsMutation,
} = accountApi;
