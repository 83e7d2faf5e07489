import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  Heading,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { MAX_REMINDER_STEPS, REMINDER_PLACEHOLDERS } from 'shared/contracts';
import type { ReminderSettings } from 'shared/contracts';
import { selectAccount, useAppSelector, useCan } from 'shared/session';
import { toaster } from 'shared/ui';
import { placeApiErrors } from '../../../lib/place-api-errors';
import { useSaveReminderSettingsMutation } from '../api/reminders-api';
import {
  defaultStepValues,
  reminderFormSchema,
  toFormValues,
  toSettingsBody,
} from '../reminder-form-schema';
import type { ReminderFormValues } from '../reminder-form-schema';
import { ReminderStepFields } from './reminder-step-fields';

export function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const canEdit = useCan('edit-company');
  const companyName = useAppSelector(selectAccount)?.company.name ?? 'Sua empresa';
  const form = useForm<ReminderFormValues>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: toFormValues(settings),
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const [save, { isLoading }] = useSaveReminderSettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const stepsError = form.formState.errors.steps;
  const listError = stepsError?.message ?? stepsError?.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save(toSettingsBody(values)).unwrap();
      form.reset(toFormValues(saved));
      toaster.create({
        type: 'success',
        title: saved.enabled ? 'Régua de cobrança ligada' : 'Régua de cobrança salva',
        duration: 3000,
      });
    } catch (thrown) {
      setFormError(
        placeApiErrors(form, toApiError(thrown), 'Não foi possível salvar. Tente novamente.'),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="6">
        {formError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        {!canEdit && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              Só proprietários e administradores da empresa podem mudar a régua de cobrança.
            </Alert.Title>
          </Alert.Root>
        )}
        <Fieldset.Root disabled={!canEdit}>
          <Fieldset.Content>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  name={field.name}
                  disabled={!canEdit}
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} ref={field.ref} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Enviar lembretes de cobrança por e-mail aos clientes
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <Text textStyle="sm" color="fg.muted">
              A partir das 8h (horário de Brasília), cada conta a receber em aberto de um cliente
              com e-mail recebe o lembrete do dia, com o QR code e o Pix copia e cola da cobrança. O
              cliente pode pedir para não receber mais. O que foi enviado fica na cobrança Pix de
              cada conta.
            </Text>
          </Fieldset.Content>
        </Fieldset.Root>

        <Fieldset.Root disabled={!canEdit}>
          <Fieldset.Legend asChild>
            <Heading as="h2" size="md">
              Lembretes
            </Heading>
          </Fieldset.Legend>
          <Fieldset.Content>
            {steps.fields.map((field, index) => (
              <ReminderStepFields
                key={field.id}
                form={form}
                index={index}
                companyName={companyName}
                canRemove={canEdit && steps.fields.length > 1}
                onRemove={() => steps.remove(index)}
              />
            ))}
            {listError && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {listError}
              </Text>
            )}
            {canEdit && (
              <Flex gap="2" wrap="wrap">
                <Button
                  variant="outline"
                  disabled={steps.fields.length >= MAX_REMINDER_STEPS}
                  onClick={() => steps.append({ when: 'depois', days: '', subject: '', body: '' })}
                >
                  Adicionar lembrete
                </Button>
                <Button variant="ghost" onClick={() => steps.replace(defaultStepValues())}>
                  Restaurar lembretes padrão
                </Button>
              </Flex>
            )}
          </Fieldset.Content>
        </Fieldset.Root>

        <Box as="section" aria-labelledby="reminder-fields-heading">
          <Heading as="h2" id="reminder-fields-heading" size="sm" mb="2">
            Campos para o assunto e a mensagem
          </Heading>
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns="max-content 1fr"
            columnGap="4"
            rowGap="1"
            textStyle="sm"
          >
            {Object.entries(REMINDER_PLACEHOLDERS).map(([name, description]) => (
              <Box key={name} display="contents">
                <Box as="dt" fontFamily="mono">{`{${name}}`}</Box>
                <Box as="dd" color="fg.muted">
                  {description}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>

        {canEdit && (
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={isLoading}>
              Salvar régua
            </Button>
          </Flex>
        )}
      </Stack>
    </form>
  );
}
