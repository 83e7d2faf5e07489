import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { toApiError, useGetBankAccountsQuery } from 'shared/api';
import { FORECAST_HORIZON_LABELS, FORECAST_HORIZONS, MAX_SCENARIOS } from 'shared/contracts';
import type { CashForecastRequestInput, CashScenario, ForecastHorizon } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { ConfirmDrawer, Skeleton } from 'shared/ui-kit';
import { ReportExportButtons } from '../../../components/report-export-buttons';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useChartTheme } from '../../../lib/charts/use-chart-theme';
import {
  useDeleteCashScenarioMutation,
  useGetCashForecastQuery,
  useGetCashScenariosQuery,
} from '../api/cash-forecast-api';
import { lowestText } from '../forecast-view';
import { ForecastChart } from './forecast-chart';
import { ForecastTable } from './forecast-table';
import { ScenarioDrawer } from './scenario-drawer';

const HORIZONS = FORECAST_HORIZONS.map((value) => ({
  value,
  label: FORECAST_HORIZON_LABELS[value],
}));

/** The company's saved scenarios, each one ticked to be drawn beside the base (three at most). */
function ScenarioList({
  scenarios,
  compared,
  onCompare,
  onEdit,
  onDelete,
  onNew,
}: {
  scenarios: CashScenario[];
  compared: readonly string[];
  onCompare: (id: string, on: boolean) => void;
  onEdit: (scenario: CashScenario) => void;
  onDelete: (scenario: CashScenario) => void;
  onNew: () => void;
}) {
  const titleId = useId();
  const full = compared.length >= MAX_SCENARIOS;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={titleId}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            Cenários
          </Heading>
          <Button size="sm" colorPalette="brand" onClick={onNew}>
            <LuPlus aria-hidden /> Novo cenário
          </Button>
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          Marque até {MAX_SCENARIOS} para comparar com a base.
        </Text>
      </Card.Header>
      <Card.Body>
        {scenarios.length === 0 ? (
          <Text textStyle="sm">
            Nenhum cenário salvo. Crie um para ver o caixa se um cliente atrasar, se uma despesa
            subir ou com um empréstimo.
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {scenarios.map((scenario) => {
              const on = compared.includes(scenario.id);
              return (
                <HStack
                  as="li"
                  key={scenario.id}
                  justify="space-between"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: '0' }}
                >
                  <Checkbox.Root
                    checked={on}
                    disabled={!on && full}
                    onCheckedChange={(details) => onCompare(scenario.id, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{scenario.name}</Checkbox.Label>
                  </Checkbox.Root>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Editar ${scenario.name}`}
                      onClick={() => onEdit(scenario)}
                    >
                      <LuPencil aria-hidden /> Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Excluir ${scenario.name}`}
                      onClick={() => onDelete(scenario)}
                    >
                      <LuTrash2 aria-hidden /> Excluir
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/relatorios/cenarios`: the cash of the next 13 weeks (or 12 months) from today's balance and
 * what is open, with up to three of the company's scenarios beside it (issue 24, item 4).
 */
export function CashScenariosPage() {
  const [horizon, setHorizon] = useState<ForecastHorizon>('13-semanas');
  const [account, setAccount] = useState('');
  const [compared, setCompared] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ scenario: CashScenario | null } | null>(null);
  const [deleting, setDeleting] = useState<CashScenario | null>(null);
  const accounts = useGetBankAccountsQuery();
  const scenarios = useGetCashScenariosQuery();
  const [remove, removal] = useDeleteCashScenarioMutation();
  const { colors } = useChartTheme();

  const saved = scenarios.data ?? [];
  const shown = compared.flatMap((id) => saved.filter((scenario) => scenario.id === id));
  const request: CashForecastRequestInput = {
    horizon,
    bank_account_ids: account ? [account] : [],
    scenarios: shown.map((scenario) => ({ name: scenario.name, levers: scenario.levers })),
  };
  const query = useGetCashForecastQuery(request, {
    refetchOnMountOrArgChange: true,
    skip: scenarios.isLoading,
  });
  const forecast = query.isError ? undefined : query.currentData;
  const seriesColors = [colors.line, ...colors.categories.slice(2)];

  const compare = (id: string, on: boolean) =>
    setCompared((current) =>
      on ? [...current, id].slice(0, MAX_SCENARIOS) : current.filter((other) => other !== id),
    );
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      compare(deleting.id, false);
      toaster.create({ type: 'success', title: 'Cenário excluído', duration: 3000 });
      setDeleting(null);
    } catch (thrown) {
      toaster.create({
        type: 'error',
        title: toApiError(thrown).message || 'Não foi possível excluir o cenário.',
        duration: 6000,
      });
    }
  };

  return (
    <>
      <PageHeading
        title="Cenários de caixa"
        description="O caixa das próximas semanas: o saldo de hoje mais o que está em aberto, e o que muda em cada cenário"
        actions={
          <Flex gap="2" wrap="wrap" align="end">
            <ToggleSwitch
              label="Horizonte"
              options={HORIZONS}
              value={horizon}
              onChange={setHorizon}
            />
            <Field.Root w="auto">
              <Field.Label srOnly>Contas</Field.Label>
              <NativeSelect.Root w="auto">
                <NativeSelect.Field
                  value={account}
                  onChange={(event) => setAccount(event.target.value)}
                >
                  <option value="">Todas as contas</option>
                  {(accounts.data ?? []).map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <ReportExportButtons
              url="/v1/companies/cash-forecast/export"
              body={request}
              fallbackName="cenarios-de-caixa"
              failure="Não foi possível exportar os cenários."
            />
          </Flex>
        }
      />
      <Stack gap="4">
        {query.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {toApiError(query.error).message || 'Não foi possível calcular a projeção.'}
            </Alert.Title>
          </Alert.Root>
        ) : !forecast || query.isFetching ? (
          <Stack gap="3" role="status" aria-label="Calculando a projeção">
            <Skeleton h="6" w="60%" />
            <Skeleton h="320px" />
          </Stack>
        ) : (
          <>
            <Text color="fg.muted" textStyle="sm">
              Saldo de hoje: {formatBRL(forecast.opening_balance)}
              {forecast.overdue.receivable + forecast.overdue.payable > 0 &&
                ` · inclui ${formatBRL(forecast.overdue.receivable)} a receber e ${formatBRL(forecast.overdue.payable)} a pagar já vencidos, no primeiro período`}
            </Text>
            <Box>
              <ForecastChart forecast={forecast} />
              <Stack as="ul" listStyleType="none" gap="1" mt="3" aria-label="Menores saldos">
                {[forecast.base, ...forecast.scenarios].map((series, index) => (
                  <HStack as="li" key={series.name} gap="2" textStyle="sm">
                    <Box
                      aria-hidden
                      w="3"
                      h="3"
                      borderRadius="full"
                      flexShrink={0}
                      style={{ background: seriesColors[index] }}
                    />
                    <Text
                      color={
                        series.lowest.balance < 0
                          ? { base: 'red.700', _dark: 'red.300' }
                          : undefined
                      }
                    >
                      {lowestText(forecast, series)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Box>
          </>
        )}
        <ScenarioList
          scenarios={saved}
          compared={compared}
          onCompare={compare}
          onEdit={(scenario) => setEditing({ scenario })}
          onDelete={setDeleting}
          onNew={() => setEditing({ scenario: null })}
        />
        {forecast && !query.isFetching && (
          <ForecastTable
            forecast={forecast}
            caption={`Saldo por período, ${FORECAST_HORIZON_LABELS[forecast.horizon]}`}
          />
        )}
      </Stack>
      <ScenarioDrawer
        open={editing !== null}
        scenario={editing?.scenario ?? null}
        onClose={() => setEditing(null)}
        onSaved={(scenario) => {
          setEditing(null);
          // A new scenario is drawn at once when there is room beside the base.
          setCompared((current) =>
            current.includes(scenario.id) || current.length >= MAX_SCENARIOS
              ? current
              : [...current, scenario.id],
          );
        }}
      />
      <ConfirmDrawer
        open={deleting !== null}
        title="Excluir cenário"
        message={`O cenário "${deleting?.name ?? ''}" será excluído para todos da empresa.`}
        confirmLabel="Excluir"
        destructive
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
