import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Field, Flex, Heading, NativeSelect } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { LuSend } from 'react-icons/lu';
import { toApiError } from 'shared/api';
import type { MemberRole } from 'shared/contracts';
import { toaster } from 'shared/ui';
import { useCreateInvitationMutation } from '../api/members-api';
import { inviteFormSchema } from '../invite-schema';
import type { InviteFormValues } from '../invite-schema';
import { grantableRoles } from '../role-options';
import { TextField } from 'shared/ui-kit';

/** Invite by e-mail with a role; the API's refusal (already a member…) stays beside the e-mail. */
export function InviteForm({ actorRole }: { actorRole: MemberRole | null }) {
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', role: 'viewer' },
  });
  const [invite, { isLoading }] = useCreateInvitationMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite(values).unwrap();
      toaster.create({
        type: 'success',
        title: 'Convite enviado',
        description: `Enviamos um link para ${values.email}.`,
        duration: 4000,
      });
      form.reset({ email: '', role: values.role });
    } catch (thrown) {
      form.setError('email', { message: toApiError(thrown).message });
    }
  });

  return (
    <Box as="section" aria-labelledby="convidar" borderWidth="1px" borderRadius="l2" p="4" mb="6">
      <Heading as="h2" id="convidar" size="md" mb="3">
        Convidar pessoa
      </Heading>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            required
            error={errors.email}
            {...form.register('email')}
          />
          <Field.Root invalid={Boolean(errors.role)} maxW={{ md: '56' }}>
            <Field.Label>Papel</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('role')}>
                {grantableRoles(actorRole).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            loading={isLoading}
            mt={{ md: '6' }}
            flexShrink={0}
          >
            <LuSend aria-hidden /> Enviar convite
          </Button>
        </Flex>
      </form>
    </Box>
  );
}
