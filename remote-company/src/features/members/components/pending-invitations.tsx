import { Box, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import type { Invitation } from 'shared/contracts';
import { formatShortDate, todayIso } from 'shared/format';
import { Tooltip } from 'shared/ui';
import { RoleBadge } from './role-badge';

interface PendingInvitationsProps {
  invitations: Invitation[];
  onCancel: (invitation: Invitation) => void;
}

export function PendingInvitations({ invitations, onCancel }: PendingInvitationsProps) {
  return (
    <Box as="section" aria-labelledby="convites-pendentes" mt="6">
      <Heading as="h2" id="convites-pendentes" size="md" mb="3">
        Convites pendentes
      </Heading>
      {invitations.length === 0 ? (
        <Text color="fg.muted">Nenhum convite pendente.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {invitations.map((invitation) => (
            <Box
              as="li"
              key={invitation.id}
              display="flex"
              alignItems="center"
              gap="3"
              flexWrap="wrap"
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="2"
            >
              <Text flex="1" minW="0" wordBreak="break-all">
                {invitation.email}
              </Text>
              <RoleBadge role={invitation.role} />
              <Text color="fg.muted" fontSize="sm">
                vale até {formatShortDate(todayIso(new Date(invitation.expires_at)))}
              </Text>
              <Tooltip content="Cancelar convite">
                <IconButton
                  aria-label={`Cancelar convite de ${invitation.email}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => onCancel(invitation)}
                >
                  <LuX />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
