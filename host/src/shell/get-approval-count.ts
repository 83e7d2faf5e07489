import { api, movementTags } from 'shared/api';

/**
 * How many payables wait for approval: the side nav's badge. It provides the movements' list
 * tag, so creating, changing or deciding a payable anywhere refreshes it.
 */
const approvalCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovalCount: build.query<{ total: number }, void>({
      query: () => ({ url: '/v1/companies/approvals/count' }),
      providesTags: () => [movementTags.list()],
    }),
  }),
});

export const { useGetApprovalCountQuery } = approvalCountApi;
