import { Alert, Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { toApiError } from 'shared/api';
import type { BankAccount, PspSettings, PutPspSettings } from 'shared/contracts';
import { TextField } from 'shared/ui-kit';
import { SideDrawer } from '../../../components/side-drawer';
import { placeApiErrors } from '../../../lib/place-api-errors';
import {
  usePspSettingsQuery,
  useRemovePspSettingsMutation,
  useSavePspSettingsMutation,
} from '../api/psp-settings-api';

interface PspFormValues {
  base_url: string;
  client_id: string;
  client_secret: string;
  certificate_pem: string;
  private_key_pem: string;
  fine_percent: string;
  interest_percent: string;
}

const SAVE_FAILED = 'Não foi possível salvar o PSP. Por favor, tente novamente.';

/** "2,5" → 250 basis points; empty → null (no multa or juros). */
const toBasisPoints = (percent: string) =>
  percent.trim() === '' ? null : Math.round(Number(percent.replace(',', '.')) * 100);
const toPercent = (basisPoints: number | null) =>
  basisPoints === null ? '' : String(basisPoints / 100).replace('.', ',');

function defaults(settings: PspSettings | undefined): PspFormValues {
  return {
    base_url: settings?.base_url ?? '',
    client_id: settings?.client_id ?? '',
    client_secret: '',
    certificate_pem: '',
    private_key_pem: '',
    fine_percent: toPercent(settings?.fine_basis_points ?? null),
    interest_percent: toPercent(settings?.interest_basis_points_month ?? null),
  };
}

/** Secrets are sent only when typed: left blank, the API keeps the ones it has. */
function toBody(values: PspFormValues): PutPspSettings {
  const typed = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    base_url: values.base_url.trim(),
    client_id: values.client_id.trim(),
    client_secret: typed(values.client_secret),
    certificate_pem: typed(values.certificate_pem),
    private_key_pem: typed(values.private_key_pem),
    fine_basis_points: toBasisPoints(values.fine_percent),
    interest_basis_points_month: toBasisPoints(values.interest_percent),
  };
}

function PemField(props: {
  label: string;
  stored: boolean;
  name: 'certificate_pem' | 'private_key_pem';
  form: UseFormReturn<PspFormValues>;
}) {
  const error = props.form.formState.errors[props.name];
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{props.label}</Field.Label>
      <Input asChild fontFamily="mono" fontSize="xs">
        <textarea
          rows={3}
          placeholder={props.stored ? 'Guardado. Cole outro para trocar.' : '-----BEGIN …-----'}
          {...props.form.register(props.name)}
        />
      </Input>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

function PspForm({
  account,
  settings,
  onClose,
}: {
  account: BankAccount;
  settings: PspSettings | undefined;
  onClose: () => void;
}) {
  const formId = useId();
  const form = useForm<PspFormValues>({ defaultValues: defaults(settings) });
  const [save, saving] = useSavePspSettingsMutation();
  const [remove, removing] = useRemovePspSettingsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save({ id: account.id, body: toBody(values) }).unwrap();
      onClose();
    } catch (thrown) {
      setFormError(placeApiErrors(form, toApiError(thrown), SAVE_FAILED));
    }
  });

  return (
    <SideDrawer
      open
      onClose={onClose}
      title={`PSP da conta ${account.name}`}
      footer={
        <>
          {settings && (
            <Button
              variant="outline"
              colorPalette="red"
              loading={removing.isLoading}
              onClick={() =>
                void remove(account.id)
                  .unwrap()
                  .then(onClose, () => setFormError(SAVE_FAILED))
              }
            >
              Desligar PSP
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={saving.isLoading}>
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            Com o PSP ligado, as cobranças Pix desta conta são criadas no PSP (API Pix do Banco
            Central) e baixadas sozinhas quando o Pix cai. Os segredos ficam cifrados e não são
            mostrados de novo.
          </Text>
          {formError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            label="URL da API Pix"
            required
            placeholder="https://pix.seubanco.com.br/api/v2"
            error={formState.errors.base_url}
            {...register('base_url')}
          />
          <TextField
            label="Client ID"
            required
            error={formState.errors.client_id}
            {...register('client_id')}
          />
          <TextField
            label="Client secret"
            type="password"
            autoComplete="off"
            required={!settings}
            placeholder={
              settings?.secrets.client_secret ? 'Guardado. Digite outro para trocar.' : ''
            }
            error={formState.errors.client_secret}
            {...register('client_secret')}
          />
          <PemField
            label="Certificado (mTLS)"
            name="certificate_pem"
            stored={settings?.secrets.certificate ?? false}
            form={form}
          />
          <PemField
            label="Chave privada do certificado"
            name="private_key_pem"
            stored={settings?.secrets.private_key ?? false}
            form={form}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label="Multa após o vencimento (%)"
              inputMode="decimal"
              error={formState.errors.fine_percent}
              {...register('fine_percent')}
            />
            <TextField
              label="Juros ao mês (%)"
              inputMode="decimal"
              error={formState.errors.interest_percent}
              {...register('interest_percent')}
            />
          </SimpleGrid>
          {settings && (
            <Field.Root>
              <Field.Label>URL do webhook</Field.Label>
              <Input readOnly value={settings.webhook_url} fontFamily="mono" fontSize="xs" />
              <Field.HelperText>
                Registrada no PSP ao salvar. Se o PSP não aceitou, registre-a lá (o PSP acrescenta
                /pix).
              </Field.HelperText>
            </Field.Root>
          )}
        </Stack>
      </form>
    </SideDrawer>
  );
}

/** Loads the account's PSP (404: none yet) before the form, so its defaults are the saved ones. */
export function PspSettingsDrawer({
  account,
  onClose,
}: {
  account: BankAccount;
  onClose: () => void;
}) {
  const query = usePspSettingsQuery(account.id);
  const missing = query.isError && toApiError(query.error).statusCode === 404;
  if (query.isLoading || (query.isError && !missing)) {
    return (
      <SideDrawer
        open
        onClose={onClose}
        title={`PSP da conta ${account.name}`}
        footer={
          <Button variant="outline" onClick={onClose}>
            Fechar
          </Button>
        }
      >
        <Text color="fg.muted">{query.isLoading ? 'Carregando…' : SAVE_FAILED}</Text>
      </SideDrawer>
    );
  }
  return (
    <PspForm account={account} settings={missing ? undefined : query.data} onClose={onClose} />
  );
}
