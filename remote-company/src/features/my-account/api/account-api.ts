import { api } from 'shared/api';
import type {
  ChangePassword,
  ConfirmEmailChange,
  RequestEmailChange,
  UserPhoto,
  UserProfile,
} from 'shared/contracts';

// 'Minha conta': the person's own profile, e-mail, password and sessions. Nothing here is cached:
// the shell's session store holds the name and e-mail, and each answer updates it.
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
} = accountApi;
