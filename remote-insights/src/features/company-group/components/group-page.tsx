import {
  Alert,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  HStack,
  IconButton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { toApiError } from 'shared/api';
import type { CompanyGroup, DreRegime } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { Skeleton, TabsContent, TabsList, TabsRoot, TabsTrigger } from 'shared/ui-kit';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useSearchParams } from 'react-router-dom';
import { useGetCompanyGroupQuery, useSaveCompanyGroupMutation } from '../api/company-group-api';
import { GroupCashFlowTab } from './group-cash-flow-tab';
import { GroupDreTab } from './group-dre-tab';
import { GroupInsightsTab } from './group-insights-tab';
import { GroupSalesTab } from './group-sales-tab';

const REGIMES = [
  { value: 'competencia', label: 'Competência' },
  { value: 'caixa', label: 'Caixa' },
] as const satisfies readonly { value: DreRegime; label: string }[];

const VIEWS = [
  { value: 'grupo', label: 'Só o grupo' },
  { value: 'empresas', label: 'Por empresa' },
] as const;

/** The person's companies, ticked for the group, saved together (two at least, or none). */
function GroupChooser({ group }: { group: CompanyGroup }) {
  const titleId = useId();
  const saved = group.companies.filter((company) => company.in_group).map((c) => c.company_id);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [save, saving] = useSaveCompanyGroupMutation();
  const [problem, setProblem] = useState('');
  const savedKey = saved.join(',');
  useEffect(() => setChosen(savedKey ? savedKey.split(',') : []), [savedKey]);
  const changed = [...chosen].sort().join(',') !== [...saved].sort().join(',');

  const submit = async () => {
    if (chosen.length === 1) {
      setProblem('Um grupo tem pelo menos duas empresas.');
      return;
    }
    setProblem('');
    try {
      await save({ company_ids: chosen }).unwrap();
      toaster.create({ type: 'success', title: 'Grupo salvo', duration: 3000 });
    } catch (thrown) {
      setProblem(toApiError(thrown).message || 'Não foi possível salvar o grupo.');
    }
  };

  return (
    <Card.Root as="section" variant="outline" aria-labelledby={titleId}>
      <Card.Header pb="0">
        <Heading as="h2" size="md" id={titleId}>
          Empresas do grupo
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Escolha, entre as suas empresas, as que formam o grupo. A escolha é sua: cada pessoa monta
          o próprio grupo.
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        {group.companies.length < 2 ? (
          <Text textStyle="sm">
            Você participa de uma empresa só. Quando participar de outras, poderá somá-las aqui.
          </Text>
        ) : (
          <>
            <Stack gap="2">
              {group.companies.map((company) => (
                <Checkbox.Root
                  key={company.company_id}
                  checked={chosen.includes(company.company_id)}
                  onCheckedChange={(details) =>
                    setChosen((current) =>
                      details.checked === true
                        ? [...current, company.company_id]
                        : current.filter((id) => id !== company.company_id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{company.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {problem && (
              <Text role="alert" color="fg.error" textStyle="sm">
                {problem}
              </Text>
            )}
            <Button
              alignSelf="start"
              colorPalette="brand"
              disabled={!changed}
              loading={saving.isLoading}
              onClick={() => void submit()}
            >
              Salvar grupo
            </Button>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const TABS = [
  { value: 'dre', label: 'DRE' },
  { value: 'insights', label: 'Insights' },
  { value: 'fluxo', label: 'Fluxo de caixa' },
  { value: 'vendas', label: 'Painel de vendas' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/**
 * `/visao-consolidada`: the person's grupo econômico (issue 24, item 3) — which of their companies
 * form it, and its DRE, insights, fluxo de caixa and painel de vendas for a year: the companies
 * added up, a column per company on demand, what they traded with each other set apart, and the
 * categories that did not match. `?aba=` keeps the report open on reload and in a shared link.
 */
export function GroupPage() {
  const [year, setYear] = useState(() => Number(todayIso().slice(0, 4)));
  const [regime, setRegime] = useState<DreRegime>('competencia');
  const [view, setView] = useState<'grupo' | 'empresas'>('grupo');
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: Tab = isTab(requested) ? requested : 'dre';
  const group = useGetCompanyGroupQuery();
  const members = group.data?.companies.filter((company) => company.in_group) ?? [];
  const byCompany = view === 'empresas';

  return (
    <>
      <PageHeading
        title="Visão consolidada"
        description="O grupo econômico: as empresas somadas, sem o que compraram e venderam entre si"
        actions={
          <Flex gap="2" wrap="wrap" align="center">
            <HStack gap="1">
              <IconButton
                aria-label="Ano anterior"
                variant="ghost"
                size="sm"
                onClick={() => setYear(year - 1)}
              >
                <LuChevronLeft />
              </IconButton>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" aria-live="polite">
                {year}
              </Text>
              <IconButton
                aria-label="Ano seguinte"
                variant="ghost"
                size="sm"
                onClick={() => setYear(year + 1)}
              >
                <LuChevronRight />
              </IconButton>
            </HStack>
            {tab === 'dre' && (
              <ToggleSwitch label="Regime" options={REGIMES} value={regime} onChange={setRegime} />
            )}
            <ToggleSwitch label="Colunas" options={VIEWS} value={view} onChange={setView} />
          </Flex>
        }
      />
      <Stack gap="4">
        {group.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {toApiError(group.error).message || 'Não foi possível carregar as suas empresas.'}
            </Alert.Title>
          </Alert.Root>
        ) : !group.data ? (
          <Skeleton h="40" />
        ) : (
          <GroupChooser group={group.data} />
        )}
        {members.length >= 2 && (
          <TabsRoot
            value={tab}
            onValueChange={(details) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (details.value === 'dre') next.delete('aba');
                  else next.set('aba', details.value);
                  return next;
                },
                { replace: true },
              )
            }
            lazyMount
            unmountOnExit
            colorPalette="brand"
          >
            <TabsList mb="4" overflowX="auto" maxW="full">
              {TABS.map((item) => (
                <TabsTrigger key={item.value} value={item.value} flexShrink="0">
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="dre" pt="0">
              <GroupDreTab year={year} regime={regime} byCompany={byCompany} />
            </TabsContent>
            <TabsContent value="insights" pt="0">
              <GroupInsightsTab year={year} byCompany={byCompany} />
            </TabsContent>
            <TabsContent value="fluxo" pt="0">
              <GroupCashFlowTab year={year} byCompany={byCompany} />
            </TabsContent>
            <TabsContent value="vendas" pt="0">
              <GroupSalesTab year={year} byCompany={byCompany} />
            </TabsContent>
          </TabsRoot>
        )}
      </Stack>
    </>
  );
}
