import type { StoredFile } from 'shared/contracts';
import { paymentApi } from './payment-api';

/** Comprovantes are cached per movement under the Payment type (they belong to its payments). */
const filesTag = (movementId: string) => ({ type: 'Payment' as const, id: `files-${movementId}` });

const movementFilesApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    getMovementFiles: build.query<StoredFile[], string>({
      query: (movementId) => ({ url: `/v1/companies/movements/${movementId}/files` }),
      providesTags: (_result, _error, movementId) => [filesTag(movementId)],
    }),
    uploadMovementFile: build.mutation<
      StoredFile,
      { movementId: string; paymentId?: string; file: File }
    >({
      query: ({ movementId, paymentId, file }) => {
        const data = new FormData();
        data.append('file', file);
        return {
          url: `/v1/companies/movements/${movementId}/files`,
          method: 'POST',
          data,
          params: paymentId ? { payment_id: paymentId } : {},
        };
      },
      invalidatesTags: (_result, _error, { movementId }) => [filesTag(movementId)],
    }),
    deleteFile: build.mutation<null, { movementId: string; fileId: string }>({
      query: ({ fileId }) => ({ url: `/v1/companies/files/${fileId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { movementId }) => [filesTag(movementId)],
    }),
  }),
});

export const { useGetMovementFilesQuery, useUploadMovementFileMutation, useDeleteFileMutation } =
  movementFilesApi;
