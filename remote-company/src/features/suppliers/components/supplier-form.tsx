import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { maskCpfCnpj } from 'shared/contracts';
import type { Supplier } from 'shared/contracts';
import { SetupFormDrawer } from '../../../components/setup-form-drawer';
import { TextField } from '../../../components/text-field';
import { useSetupSave } from '../../../lib/use-setup-save';
import {
  maskPhone,
  supplierDefaults,
  supplierFormSchema,
  toSupplierBody,
} from '../supplier-schema';
import type { SupplierFormValues } from '../supplier-schema';
import { PixKeyField } from './pix-key-field';

export function SupplierForm({ row, onClose }: { row: Supplier | null; onClose: () => void }) {
  const form = useForm<SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues: supplierDefaults(row),
  });
  const { submit, saving, formError } = useSetupSave('suppliers', form);
  const { errors } = form.formState;

  return (
    <SetupFormDrawer
      title={row ? 'Editar fornecedor' : 'Novo fornecedor'}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onSubmit={form.handleSubmit(async (values) => {
        if (await submit(row?.id, toSupplierBody(values))) onClose();
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
    </SetupFormDrawer>
  );
}
