import { Alert, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { TextField } from 'shared/ui-kit';
import { useGetFiscalSettingsQuery, useSaveFiscalSettingsMutation } from '../api/fiscal-api';

const messageOf = (thrown: unknown) =>
  (thrown as { data?: { message?: string } } | null)?.data?.message ??
  'Não foi possível salvar as configurações.';

/**
 * Whether the taxes withheld on an NFS-e become payables to the tax authority, and the ISS due
 * day of the company's city. Owners and admins change them; the others read them.
 */
export function FiscalSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const { data } = useGetFiscalSettingsQuery();
  const [save, { isLoading }] = useSaveFiscalSettingsMutation();
  const [retentions, setRetentions] = useState(false);
  const [issDay, setIssDay] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!data) return;
    setRetentions(data.retention_payables);
    setIssDay(String(data.iss_due_day));
  }, [data]);
  if (!data) return null;
  const day = Number(issDay);
  const dayError =
    /^\d{1,2}$/.test(issDay) && day >= 1 && day <= 28 ? null : 'Informe um dia de 1 a 28';

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-label="Configurações de notas fiscais"
      onSubmit={(event) => {
        event.preventDefault();
        if (dayError) return;
        setError(null);
        setSaved(false);
        save({ retention_payables: retentions, iss_due_day: day })
          .unwrap()
          .then(() => setSaved(true))
          .catch((thrown: unknown) => setError(messageOf(thrown)));
      }}
    >
      <Text fontWeight="semibold">Retenções das NFS-e</Text>
      <Switch.Root
        checked={retentions}
        disabled={!canEdit}
        onCheckedChange={(details) => {
          setRetentions(details.checked);
          setSaved(false);
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          Lançar cada imposto retido (ISS, IRRF, PIS, COFINS, CSLL, INSS) como conta a pagar ao
          fisco, no vencimento legal
        </Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        Desligado, a conta do fornecedor fica pelo valor líquido e o recolhimento fica com a sua
        contabilidade.
      </Text>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <TextField
          label="Dia de vencimento do ISS retido no seu município"
          inputMode="numeric"
          maxW="xs"
          value={issDay}
          disabled={!canEdit}
          error={issDay === String(data.iss_due_day) ? undefined : (dayError ?? undefined)}
          onChange={(event) => {
            setIssDay(event.target.value.replace(/\D/g, '').slice(0, 2));
            setSaved(false);
          }}
        />
        {canEdit && (
          <Button type="submit" variant="outline" loading={isLoading} disabled={Boolean(dayError)}>
            Salvar
          </Button>
        )}
      </HStack>
      {saved && (
        <Text role="status" fontSize="sm" color="fg.success">
          Configurações salvas.
        </Text>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
