import { Field, Input } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { Control, FieldError } from 'react-hook-form';
import { PIX_KEY_TYPE_LABELS, parsePixKey } from 'shared/contracts';
import type { ContactFormValues } from '../contact-schema';

/** The Pix key and, as it is typed, which kind of key it is (the API stores that kind too). */
export function PixKeyField({
  control,
  error,
}: {
  control: Control<ContactFormValues>;
  error?: FieldError;
}) {
  return (
    <Controller
      control={control}
      name="pix_key"
      render={({ field }) => {
        const detected = field.value ? parsePixKey(field.value) : null;
        return (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Chave Pix</Field.Label>
            <Input {...field} placeholder="CPF, CNPJ, e-mail, +55 celular ou chave aleatória" />
            {!error && (
              <Field.HelperText aria-live="polite">
                {detected
                  ? `Tipo detectado: ${PIX_KEY_TYPE_LABELS[detected.type]}`
                  : 'Opcional. O tipo é detectado automaticamente.'}
              </Field.HelperText>
            )}
            <Field.ErrorText>{error?.message}</Field.ErrorText>
          </Field.Root>
        );
      }}
    />
  );
}
