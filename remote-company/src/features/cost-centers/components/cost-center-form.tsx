import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SetupFormDrawer } from '../../../components/setup-form-drawer';
import { useSetupSave } from '../../../lib/use-setup-save';
import { costCenterDefaults, costCenterFormSchema, toCostCenterBody } from '../cost-center-schema';
import type { CostCenterFormValues } from '../cost-center-schema';
import type { CostCenter } from 'shared/contracts';
import { TextField } from 'shared/ui-kit';

export function CostCenterForm({ row, onClose }: { row: CostCenter | null; onClose: () => void }) {
  const form = useForm<CostCenterFormValues>({
    resolver: zodResolver(costCenterFormSchema),
    defaultValues: costCenterDefaults(row),
  });
  const { submit, saving, formError } = useSetupSave('cost-centers', form);
  const { errors } = form.formState;

  return (
    <SetupFormDrawer
      title={row ? 'Editar centro de custo' : 'Novo centro de custo'}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onSubmit={form.handleSubmit(async (values) => {
        if (await submit(row?.id, toCostCenterBody(values))) onClose();
      })}
    >
      <TextField label="Nome" required error={errors.name} {...form.register('name')} />
      <TextField
        label="Código"
        hint="Opcional. Ex.: ADM, 100"
        error={errors.code}
        {...form.register('code')}
      />
    </SetupFormDrawer>
  );
}
