import { Box, IconButton, NativeSelect } from '@chakra-ui/react';
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
import { grantableRoles, mayManage } from '../role-options';
import { RoleBadge } from './role-badge';

interface MembersTableProps {
  members: Member[];
  /** The signed-in person's role; null or a role that manages no one shows a read-only table. */
  actorRole: MemberRole | null;
  onChangeRole: (member: Member, role: MemberRole) => void;
  onRemove: (member: Member) => void;
}

export function MembersTable({ members, actorRole, onChangeRole, onRemove }: MembersTableProps) {
  const manages = members.some((member) => mayManage(actorRole, member.role));
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
            const editable = mayManage(actorRole, member.role);
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
