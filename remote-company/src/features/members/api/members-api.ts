import { api, invitationTags, memberTags } from 'shared/api';
import type {
  CreateInvitation,
  Invitation,
  InvitationList,
  Member,
  MemberList,
  MemberRole,
} from 'shared/contracts';

const MEMBERS_URL = '/v1/companies/members';
const INVITATIONS_URL = '/v1/companies/invitations';

// The members and invitations of the active company. An accepted invitation turns into a member,
// so inviting or cancelling refreshes the invitations and a role change or removal the members.
const membersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<Member[], void>({
      query: () => ({ url: MEMBERS_URL }),
      transformResponse: (response: MemberList) => response.data,
      providesTags: () => [memberTags.list()],
    }),
    changeMemberRole: build.mutation<Member, { userId: string; role: MemberRole }>({
      query: ({ userId, role }) => ({
        url: `${MEMBERS_URL}/${userId}`,
        method: 'PATCH',
        data: { role },
      }),
      invalidatesTags: () => [memberTags.list()],
    }),
    removeMember: build.mutation<null, string>({
      query: (userId) => ({ url: `${MEMBERS_URL}/${userId}`, method: 'DELETE' }),
      invalidatesTags: () => [memberTags.list()],
    }),
    leaveCompany: build.mutation<null, void>({
      query: () => ({ url: `${MEMBERS_URL}/me`, method: 'DELETE' }),
      invalidatesTags: () => [memberTags.list()],
    }),
    listInvitations: build.query<Invitation[], void>({
      query: () => ({ url: INVITATIONS_URL }),
      transformResponse: (response: InvitationList) => response.data,
      providesTags: (invitations) => invitationTags.providesList(invitations),
    }),
    createInvitation: build.mutation<Invitation, CreateInvitation>({
      query: (body) => ({ url: INVITATIONS_URL, method: 'POST', data: body }),
      invalidatesTags: () => invitationTags.invalidatesList(),
    }),
    cancelInvitation: build.mutation<null, string>({
      query: (id) => ({ url: `${INVITATIONS_URL}/${id}`, method: 'DELETE' }),
      invalidatesTags: invitationTags.invalidatesDetail,
    }),
  }),
});

export const {
  useListMembersQuery,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveCompanyMutation,
  useListInvitationsQuery,
  useCreateInvitationMutation,
  useCancelInvitationMutation,
} = membersApi;
