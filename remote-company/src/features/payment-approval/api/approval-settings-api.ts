import { api } from 'shared/api';
import type { ApprovalSettings } from 'shared/contracts';

// GET and PUT /v1/companies/approvals/settings: "Pagamentos precisam de aprovação acima de R$ X".
// The PUT answers the setting as saved, which becomes the cached one.
const approvalSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovalSettings: build.query<ApprovalSettings, void>({
      query: () => ({ url: '/v1/companies/approvals/settings' }),
    }),
    saveApprovalSettings: build.mutation<ApprovalSettings, ApprovalSettings>({
      query: (body) => ({ url: '/v1/companies/approvals/settings', method: 'PUT', data: body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            approvalSettingsApi.util.updateQueryData('getApprovalSettings', undefined, () => data),
          );
        } catch {
          // A refused save leaves the cached setting as it was; the form shows why.
        }
      },
    }),
  }),
});

export const { useGetApprovalSettingsQuery, useSaveApprovalSettingsMutation } = approvalSettingsApi;
