import { Alert, Button, Flex, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { toApiError } from 'shared/api';
import { MEMBER_ROLE_LABELS } from 'shared/contracts';
import type { DigestCompany, DigestSettings as Settings } from 'shared/contracts';
import { toaster } from 'shared/ui';
import { useGetDigestSettingsQuery, useSaveDigestSettingsMutation } from '../api/account-api';

/** One switch per company the person belongs to; each change is saved at once. */
export function DigestSettings() {
  const query = useGetDigestSettingsQuery();
  if (query.data) return <DigestSwitches settings={query.data} />;
  if (query.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">
          Não foi possível carregar suas empresas. Por favor, tente novamente
        </Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Flex role="status" aria-label="Carregando" justify="center" py="6">
      <Spinner />
    </Flex>
  );
}

function DigestSwitches({ settings }: { settings: Settings }) {
  const [save] = useSaveDigestSettingsMutation();

  // The list already shows every earlier switch (saved optimistically), so each save sends the
  // whole choice as the person sees it; a switch is never disabled, which would drop its focus.
  async function toggle(company: DigestCompany, enabled: boolean) {
    const chosen = settings.companies
      .filter((c) => (c.company_id === company.company_id ? enabled : c.enabled))
      .map((c) => c.company_id);
    try {
      await save({ company_ids: chosen }).unwrap();
      toaster.create({
        type: 'success',
        title: enabled ? 'Resumo diário ativado' : 'Resumo diário desativado',
        description: enabled
          ? `Você vai receber o resumo de ${company.name} toda manhã.`
          : `Você não vai mais receber o resumo de ${company.name}.`,
        duration: 3000,
      });
    } catch (thrown) {
      toaster.create({
        type: 'error',
        title: 'Não foi possível salvar sua escolha',
        description: toApiError(thrown).message,
        duration: 6000,
      });
    }
  }

  if (settings.companies.length === 0) {
    return <Text color="fg.muted">Você ainda não participa de nenhuma empresa.</Text>;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
      {settings.companies.map((company) => (
        <DigestSwitch
          key={company.company_id}
          company={company}
          onChange={(enabled) => void toggle(company, enabled)}
        />
      ))}
    </Stack>
  );
}

/** The company's name labels the switch; the person's role there describes it. */
function DigestSwitch({
  company,
  onChange,
}: {
  company: DigestCompany;
  onChange: (enabled: boolean) => void;
}) {
  const roleId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A refused save flips the switch on and back off before a render can show it; the switch
  // syncs its checkbox only on a change it sees, so the checkbox is set from the list each time.
  useEffect(() => {
    if (input.current) input.current.checked = company.enabled;
  });
  return (
    <Flex as="li" align="center" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <Switch.Root
        checked={company.enabled}
        onCheckedChange={({ checked }) => onChange(checked)}
        display="flex"
        alignItems="center"
        gap="4"
        width="full"
      >
        <Stack gap="0" flex="1" minW="0">
          <Switch.Label fontWeight="medium" overflowWrap="anywhere">
            {company.name}
          </Switch.Label>
          <Text id={roleId} fontSize="sm" color="fg.muted">
            {MEMBER_ROLE_LABELS[company.role]}
          </Text>
        </Stack>
        <Switch.HiddenInput ref={input} aria-describedby={roleId} />
        <Switch.Control flexShrink={0}>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </Flex>
  );
}
