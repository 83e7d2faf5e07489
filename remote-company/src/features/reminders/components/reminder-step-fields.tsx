import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { reminderOffsetLabel } from 'shared/contracts';
import { TextField } from 'shared/ui-kit';
import { REMINDER_WHEN, REMINDER_WHEN_LABELS, offsetOf } from '../reminder-form-schema';
import type { ReminderFormValues } from '../reminder-form-schema';
import { ReminderPreview } from './reminder-preview';

/** One e-mail of the schedule: when, subject, message, and its preview on demand. */
export function ReminderStepFields({
  form,
  index,
  companyName,
  onRemove,
  canRemove,
}: {
  form: UseFormReturn<ReminderFormValues>;
  index: number;
  companyName: string;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { register, watch } = form;
  const errors = form.formState.errors.steps?.[index];
  const step = watch(`steps.${index}`);
  const [previewing, setPreviewing] = useState(false);
  const offset = offsetOf(step);
  const number = index + 1;
  const previewId = `reminder-preview-${index}`;
  const bodyId = `reminder-body-${index}`;

  return (
    <Box
      as="section"
      aria-labelledby={`reminder-step-${index}`}
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h3" id={`reminder-step-${index}`} size="sm" mb="3">
        Lembrete {number}
        {Number.isNaN(offset) ? '' : `: ${reminderOffsetLabel(offset).toLowerCase()}`}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="4">
        <Field.Root>
          <Field.Label>Quando</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`steps.${index}.when`)}>
              {REMINDER_WHEN.map((when) => (
                <option key={when} value={when}>
                  {REMINDER_WHEN_LABELS[when]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <TextField
          label="Dias"
          inputMode="numeric"
          autoComplete="off"
          disabled={step.when === 'no-dia'}
          placeholder={step.when === 'no-dia' ? 'No próprio dia' : 'Ex.: 3'}
          error={errors?.days}
          {...register(`steps.${index}.days`)}
        />
      </SimpleGrid>
      <Box mb="4">
        <TextField
          label="Assunto"
          autoComplete="off"
          error={errors?.subject}
          {...register(`steps.${index}.subject`)}
        />
      </Box>
      <Field.Root invalid={Boolean(errors?.body)} mb="4">
        <Field.Label htmlFor={bodyId}>Mensagem</Field.Label>
        <Input asChild minH="40" py="2">
          <textarea id={bodyId} {...register(`steps.${index}.body`)} />
        </Input>
        <Field.ErrorText>{errors?.body?.message}</Field.ErrorText>
      </Field.Root>
      <Flex gap="2" wrap="wrap" mb={previewing ? '4' : '0'}>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={previewing}
          aria-controls={previewing ? previewId : undefined}
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? 'Ocultar prévia' : 'Ver prévia'}
        </Button>
        {canRemove && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
            Remover lembrete {number}
          </Button>
        )}
      </Flex>
      {previewing && (
        <ReminderPreview
          id={previewId}
          label={`Prévia do lembrete ${number}`}
          subject={step.subject}
          body={step.body}
          offsetDays={offset}
          companyName={companyName}
        />
      )}
    </Box>
  );
}
