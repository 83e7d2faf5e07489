import { Box, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuUserMinus } from 'react-icons/lu';
import type { Member, MemberRole } from 'shared/contracts';
import { formatShortDate, todayIso } from 'shared/format';
import { Tooltip } from 'shared/ui';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { grantableRoles, isLastOwner, LAST_OWNER_ROLE_NOTE, mayManage } from '../role-options';
import { RoleBadge } from './role-badge';

interface MembersTableProps {
  members: Member[];
  /** The signed-in person's role; null or a role that manages no one shows a read-only table. */
  actorRole: MemberRole | null;
  onChangeRole: (member: Member, role: MemberRole) => void;
  onRemove: (member: Member) => void;
}

export function MembersTable({ members, actorRole, onChangeRole, onRemove }: MembersTableProps) {
  // The last owner's role is fixed (the API says 409): shown as text, with why, not as a select.
  const editableOf = (member: Member) =>
    mayManage(actorRole, member.role) && !isLastOwner(members, member);
  const manages = members.some(editableOf);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
      <TableRoot size="sm" aria-label="Membros">
        <TableHeader>
          <TableRow>
            <TableColumnHeader>Nome</TableColumnHeader>
            <TableColumnHeader>E-mail</TableColumnHeader>
            <TableColumnHeader>Papel</TableColumnHeader>
            <TableColumnHeader>Desde</TableColumnHeader>
            {manages && <TableColumnHeader textAlign="end">Ações</TableColumnHeader>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => {
            const editable = editableOf(member);
            // Only an owner could change it, so only an owner is told why it is fixed.
            const fixed = actorRole === 'owner' && isLastOwner(members, member);
            return (
              <TableRow key={member.user_id}>
                <TableCell>{member.name}</TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  {editable ? (
                    <NativeSelect.Root size="sm" width="44">
                      <NativeSelect.Field
                        aria-label={`Papel de ${member.name}`}
                        value={member.role}
                        onChange={(event) => onChangeRole(member, event.target.value as MemberRole)}
                      >
                        {grantableRoles(actorRole).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  ) : fixed ? (
                    <Stack gap="1" align="flex-start">
                      <RoleBadge role={member.role} />
                      <Text textStyle="xs" color="fg.muted" maxW="56">
                        {LAST_OWNER_ROLE_NOTE}
                      </Text>
                    </Stack>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </TableCell>
                <TableCell>{formatShortDate(todayIso(new Date(member.since)))}</TableCell>
                {manages && (
                  <TableCell textAlign="end">
                    {editable && (
                      <Tooltip content="Remover da empresa">
                        <IconButton
                          aria-label={`Remover ${member.name}`}
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => onRemove(member)}
                        >
                          <LuUserMinus />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </TableRoot>
    </Box>
  );
}
