import { LoadError, Loading } from '../../../components/load-states';
import { useState } from 'react';
import { toApiError } from 'shared/api';
import { MEMBER_ROLE_LABELS } from 'shared/contracts';
import type { Member, MemberRole } from 'shared/contracts';
import { useCan, useCompanyRole } from 'shared/session';
import { toaster } from 'shared/ui';
import {
  useCancelInvitationMutation,
  useChangeMemberRoleMutation,
  useListInvitationsQuery,
  useListMembersQuery,
  useRemoveMemberMutation,
} from '../api/members-api';
import { InviteForm } from './invite-form';
import { LeaveCompany } from './leave-company';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';
import { ConfirmDrawer } from 'shared/ui-kit';

/** Runs a mutation and says how it went; the API's refusal (the last owner…) is shown as it is. */
async function withToast(action: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await action();
    toaster.create({ type: 'success', title: success, duration: 3000 });
  } catch (thrown) {
    toaster.create({ type: 'error', title: toApiError(thrown).message, duration: 6000 });
  }
}

/** `/empresa/usuarios`: members and roles for everyone; inviting and changing only for managers. */
export function MembersTab() {
  const role = useCompanyRole();
  const manages = useCan('manage-members');
  const members = useListMembersQuery();
  const invitations = useListInvitationsQuery(undefined, { skip: !manages });
  const [changeRole] = useChangeMemberRoleMutation();
  const [remove, { isLoading: removing }] = useRemoveMemberMutation();
  const [cancel] = useCancelInvitationMutation();
  const [leaving, setLeaving] = useState<Member | null>(null);

  const onChangeRole = (member: Member, next: MemberRole) =>
    void withToast(
      () => changeRole({ userId: member.user_id, role: next }).unwrap(),
      `${member.name} agora é ${MEMBER_ROLE_LABELS[next].toLowerCase()}`,
    );

  async function confirmRemove() {
    if (!leaving) return;
    await withToast(() => remove(leaving.user_id).unwrap(), `${leaving.name} foi removido`);
    setLeaving(null);
  }

  if (members.isLoading) {
    return <Loading />;
  }
  if (members.isError || !members.data) {
    return (
      <LoadError
        message="Não foi possível carregar os membros."
        onRetry={() => void members.refetch()}
      />
    );
  }

  return (
    <>
      {manages && <InviteForm actorRole={role} />}
      <MembersTable
        members={members.data}
        actorRole={manages ? role : null}
        onChangeRole={onChangeRole}
        onRemove={setLeaving}
      />
      {manages && (
        <PendingInvitations
          invitations={invitations.data ?? []}
          onCancel={(invitation) =>
            void withToast(() => cancel(invitation.id).unwrap(), 'Convite cancelado')
          }
        />
      )}
      <LeaveCompany members={members.data} />
      <ConfirmDrawer
        destructive
        open={leaving !== null}
        title="Remover membro?"
        message={`${leaving?.name ?? ''} deixará de ter acesso a esta empresa e será desconectado.`}
        confirmLabel="Remover"
        loading={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}
