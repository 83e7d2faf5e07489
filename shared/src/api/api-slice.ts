import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { ApiError } from '../contracts/common/errors';
import { toApiError } from './api-error';
import { apiClient } from './client';
import { TAG_TYPES } from './tags';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
}

/** RTK Query over the shared axios client, so every call gets the same headers and 401 handling. */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request) => {
  try {
    const response = await apiClient.request(request);
    // A 204 has no body; RTK Query treats `undefined` data as a bug, so say "nothing" explicitly.
    return { data: response.data ?? null };
  } catch (thrown) {
    return { error: toApiError(thrown) };
  }
};

/**
 * The one api slice. Features add their endpoints with `api.injectEndpoints`, so a remote's
 * endpoints join the host's store; they tag what they cache with the factories of `./tags`
 * (`providesTags: movementTags.providesList`, `invalidatesTags: movementTags.invalidatesList`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
