import type { ApprovalDecision, ApprovalDecisionResult, ApprovalQueue } from 'shared/contracts';
import { api, movementTags } from 'shared/api';

export const APPROVALS_URL = '/v1/companies/approvals';
export const QUEUE_PAGE_SIZE = 50;

/**
 * The queue is a view of the movements: it provides their list tag, so a payable created or
 * changed anywhere refreshes it, and a decision refreshes every movement list, detail and the
 * side nav's count, which provide the same tags.
 */
const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovalQueue: build.query<ApprovalQueue, string | undefined>({
      query: (cursor) => ({
        url: APPROVALS_URL,
        params: { limit: QUEUE_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
      providesTags: () => [movementTags.list()],
    }),
    decideApprovals: build.mutation<ApprovalDecisionResult, ApprovalDecision>({
      query: (body) => ({ url: `${APPROVALS_URL}/decisions`, method: 'POST', data: body }),
      invalidatesTags: () => [{ type: movementTags.list().type }],
    }),
  }),
});

export const { useGetApprovalQueueQuery, useDecideApprovalsMutation } = approvalsApi;
