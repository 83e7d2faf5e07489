import { Fieldset, HStack, SimpleGrid } from '@chakra-ui/react';
import type { UseFormRegister } from 'react-hook-form';
import { MAX_INSTALMENTS } from 'shared/contracts';
import type { FormField, MovementFormValues } from '../movement-form-values';
import { previewRows } from '../series-preview-rows';
import { SelectInput, TextInput } from '../../../components/labelled';
import { SeriesPreview } from './series-preview';

/** 'Parcelar ou repetir' of a new movement: once, N parcels, or a repetition, with the preview. */
export function RepeatSection({
  register,
  values,
  error,
  dateField,
}: {
  register: UseFormRegister<MovementFormValues>;
  values: MovementFormValues;
  error: (field: FormField) => string | undefined;
  dateField: (name: 'until') => ReturnType<UseFormRegister<MovementFormValues>>;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Parcelar ou repetir</Fieldset.Legend>
      <HStack gap="4" mt="1" wrap="wrap">
        {(
          [
            ['none', 'Uma vez'],
            ['instalments', 'Parcelar'],
            ['recurrence', 'Repetir'],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode}>
            <input type="radio" value={mode} {...register('repeat')} /> {label}
          </label>
        ))}
      </HStack>
      {values.repeat === 'instalments' && (
        <TextInput
          label="Parcelas"
          type="number"
          min={2}
          max={MAX_INSTALMENTS}
          hint={`De 2 a ${MAX_INSTALMENTS}; o valor total é dividido entre elas`}
          error={error('instalments')}
          {...register('instalments')}
        />
      )}
      {values.repeat === 'recurrence' && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <SelectInput
            label="Frequência"
            options={[
              { value: 'monthly', label: 'Mensal' },
              { value: 'weekly', label: 'Semanal' },
              { value: 'yearly', label: 'Anual' },
            ]}
            {...register('frequency')}
          />
          <SelectInput
            label="Termina"
            options={[
              { value: 'count', label: 'Após N vezes' },
              { value: 'until', label: 'Até uma data' },
            ]}
            {...register('end')}
          />
          {values.end === 'count' ? (
            <TextInput
              label="Vezes"
              type="number"
              min={2}
              max={MAX_INSTALMENTS}
              error={error('count')}
              {...register('count')}
            />
          ) : (
            <TextInput
              label="Até"
              inputMode="numeric"
              placeholder="dd/mm/aaaa"
              error={error('until')}
              {...dateField('until')}
            />
          )}
        </SimpleGrid>
      )}
      {values.repeat !== 'none' && <SeriesPreview rows={previewRows(values)} />}
    </Fieldset.Root>
  );
}
