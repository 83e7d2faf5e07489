import { HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { maskCpfCnpj } from 'shared/contracts';
import type { Contact } from 'shared/contracts';
import { SetupFormDrawer } from '../../../components/setup-form-drawer';
import { useSetupSave } from '../../../lib/use-setup-save';
import { contactDefaults, contactFormSchema, maskPhone, toContactBody } from '../contact-schema';
import type { ContactFormValues, ContactKind } from '../contact-schema';
import { PixKeyField } from './pix-key-field';
import { TextField } from 'shared/ui-kit';

/** The form of a fornecedor or a cliente: one contact, whose other role is a checkbox away. */
export function ContactForm({
  kind,
  row,
  onClose,
}: {
  kind: ContactKind;
  row: Contact | null;
  onClose: () => void;
}) {
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: contactDefaults(row),
  });
  const { submit, saving, formError } = useSetupSave(kind.resource, form);
  const { errors } = form.formState;

  return (
    <SetupFormDrawer
      title={row ? kind.edit : kind.create}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onSubmit={form.handleSubmit(async (values) => {
        if (await submit(row?.id, toContactBody(values, kind.role))) onClose();
      })}
    >
      <TextField label="Nome" required error={errors.name} {...form.register('name')} />
      <Controller
        control={form.control}
        name="document"
        render={({ field }) => (
          <TextField
            label="CPF ou CNPJ"
            required
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            error={errors.document}
            {...field}
            onChange={(event) => field.onChange(maskCpfCnpj(event.target.value))}
          />
        )}
      />
      <TextField
        label="E-mail de contato"
        type="email"
        autoComplete="off"
        error={errors.email}
        {...form.register('email')}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <TextField
            label="Telefone"
            type="tel"
            inputMode="numeric"
            placeholder="(11) 98765-4321"
            error={errors.phone}
            {...field}
            onChange={(event) => field.onChange(maskPhone(event.target.value))}
          />
        )}
      />
      <PixKeyField control={form.control} error={errors.pix_key} />
      <TextField
        label="Prazo de pagamento (dias)"
        inputMode="numeric"
        hint="Vencimento das notas fiscais sem duplicatas, contado da emissão."
        error={errors.payment_term_days}
        {...form.register('payment_term_days')}
      />
      {/* A native checkbox: Chakra's would join the shared singleton that /login downloads. */}
      <HStack as="label" gap="2" cursor="pointer" fontSize="sm">
        <input type="checkbox" {...form.register('also')} />
        {kind.alsoLabel}
      </HStack>
    </SetupFormDrawer>
  );
}
