import {
  Alert,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuSave, LuUndo2 } from 'react-icons/lu';
import { isApiError, toApiError, useGetCategoriesQuery, useGetCostCentersQuery } from 'shared/api';
import type { Budget, BudgetLine } from 'shared/contracts';
import { formatDateTime, todayIso } from 'shared/format';
import { PageHeading, toaster } from 'shared/ui';
import { useGetBudgetQuery, useSaveBudgetMutation } from '../api/budget-api';
import {
  applyChanges,
  cellKey,
  cellsOf,
  fillRight,
  gridRows,
  linesOf,
  pasteBlock,
  replaceWith,
} from '../budget-grid';
import type { CellChange, Cells } from '../budget-grid';
import { BudgetHistoryList } from './budget-history';
import { CopyFromActuals } from './copy-from-actuals';
import { BudgetTable } from './budget-table';
import type { CellPosition } from './budget-table';

const NO_COST_CENTER = '';

/** `/relatorios/orcamento`: a year's budget per category and month, typed like a spreadsheet. */
export function BudgetPage() {
  const [year, setYear] = useState(() => Number(todayIso().slice(0, 4)));
  // Another year would drop what was typed: saved or undone first.
  const [dirty, setDirty] = useState(false);
  const yearLocked = dirty ? 'Salve ou desfaça as alterações antes de trocar de ano' : undefined;
  const budget = useGetBudgetQuery(year, { refetchOnMountOrArgChange: true });
  const categories = useGetCategoriesQuery();
  const costCenters = useGetCostCentersQuery();
  return (
    <>
      <PageHeading
        title="Orçamento"
        description="Quanto a empresa planeja receber e gastar em cada categoria, mês a mês"
        actions={
          <HStack gap="1">
            <IconButton
              aria-label="Ano anterior"
              title={yearLocked}
              disabled={dirty}
              variant="ghost"
              size="sm"
              onClick={() => setYear(year - 1)}
            >
              <LuChevronLeft />
            </IconButton>
            <Text fontWeight="semibold" minW="4ch" textAlign="center" aria-live="polite">
              {year}
            </Text>
            <IconButton
              aria-label="Próximo ano"
              title={yearLocked}
              disabled={dirty}
              variant="ghost"
              size="sm"
              onClick={() => setYear(year + 1)}
            >
              <LuChevronRight />
            </IconButton>
          </HStack>
        }
      />
      {budget.isError || categories.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {toApiError(budget.error ?? categories.error).message ||
              'Não foi possível carregar o orçamento.'}
          </Alert.Title>
        </Alert.Root>
      ) : budget.currentData && categories.data ? (
        // A new year or a reload starts the editor again from what was saved.
        <BudgetEditor
          key={`${year}#${budget.currentData.version}`}
          year={year}
          saved={budget.currentData}
          categories={categories.data}
          costCenters={(costCenters.data ?? []).filter((center) => center.active)}
          onReload={() => void budget.refetch()}
          onDirtyChange={setDirty}
        />
      ) : (
        <Text color="fg.muted" role="status">
          Carregando o orçamento…
        </Text>
      )}
    </>
  );
}

interface BudgetEditorProps {
  year: number;
  saved: Budget;
  categories: NonNullable<ReturnType<typeof useGetCategoriesQuery>['data']>;
  costCenters: { id: string; name: string }[];
  onReload: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function BudgetEditor({
  year,
  saved,
  categories,
  costCenters,
  onReload,
  onDirtyChange,
}: BudgetEditorProps) {
  const [cells, setCells] = useState<Cells>(() => cellsOf(saved.lines));
  const [history, setHistory] = useState<CellChange[][]>([]);
  const [costCenter, setCostCenter] = useState(NO_COST_CENTER);
  const [focused, setFocused] = useState<CellPosition | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveBudgetMutation();
  const [stale, setStale] = useState<string | null>(null);
  const costCenterId = costCenter || null;
  const dirty = history.length > 0;

  const sections = useMemo(
    () =>
      (['receita', 'despesa'] as const).map((type) => ({
        type,
        rows: gridRows(categories, type, cells),
      })),
    [categories, cells],
  );
  const editableKeys = sections.flatMap((section) =>
    section.rows.filter((row) => row.editable).map((row) => cellKey(row.category.id, costCenterId)),
  );

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Leaving with changes not saved: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (changes: CellChange[]) => {
    if (changes.length === 0) return;
    setCells((current) => applyChanges(current, changes));
    // Typing into one field makes one step of undo, however many keys it took.
    setHistory((steps) => {
      const last = steps.at(-1);
      const [only] = changes;
      if (
        changes.length === 1 &&
        last?.length === 1 &&
        only &&
        last[0]?.key === only.key &&
        last[0].month === only.month
      ) {
        return [...steps.slice(0, -1), [{ ...only, from: last[0].from }]];
      }
      return [...steps, changes];
    });
  };
  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setCells((current) => applyChanges(current, last, true));
    setHistory((steps) => steps.slice(0, -1));
    setProblem(null);
  };
  const paste = (text: string, at: CellPosition) => {
    const result = pasteBlock(cells, text, editableKeys.slice(at.row), at.month);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    if (result.changes.length > 0) setHistory((steps) => [...steps, result.changes]);
    setCells((current) => applyChanges(current, result.changes));
    toaster.create({
      type: 'info',
      title: `Colado: ${result.rows} ${result.rows === 1 ? 'linha' : 'linhas'} × ${result.columns} ${result.columns === 1 ? 'mês' : 'meses'}`,
      duration: 2000,
    });
  };
  const fill = (at: CellPosition | null) => {
    const key = at ? editableKeys[at.row] : undefined;
    if (!at || !key) return;
    const changes = fillRight(cells, key, at.month);
    if (changes.length === 0) return;
    setCells((current) => applyChanges(current, changes));
    setHistory((steps) => [...steps, changes]);
  };

  const copy = (lines: BudgetLine[], summary: string) => {
    const changes = replaceWith(cells, editableKeys, lines);
    setProblem(null);
    if (changes.length > 0) {
      setCells((current) => applyChanges(current, changes));
      setHistory((steps) => [...steps, changes]);
    }
    toaster.create({ type: 'info', title: summary, duration: 3000 });
  };

  const submit = async () => {
    setStale(null);
    try {
      await save({ year, body: { base_version: saved.version, lines: linesOf(cells) } }).unwrap();
      toaster.create({ type: 'success', title: 'Orçamento salvo', duration: 2000 });
    } catch (error) {
      const failure = toApiError(error);
      if (isApiError(error) && error.statusCode === 409) setStale(failure.message);
      else toaster.create({ type: 'error', title: failure.message || 'Não foi possível salvar.' });
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Box>
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field
              aria-label="Centro de custo"
              value={costCenter}
              onChange={(event) => setCostCenter(event.target.value)}
            >
              <option value={NO_COST_CENTER}>Sem centro de custo</option>
              {costCenters.map((center) => (
                <option key={center.id} value={center.id}>
                  {center.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" size="sm" disabled={!focused} onClick={() => fill(focused)}>
            Repetir nos meses seguintes
          </Button>
          <Button variant="outline" size="sm" disabled={!dirty} onClick={undo}>
            <LuUndo2 aria-hidden /> Desfazer
          </Button>
          <Button
            colorPalette="brand"
            size="sm"
            disabled={!dirty}
            loading={saving.isLoading}
            onClick={() => void submit()}
          >
            <LuSave aria-hidden /> Salvar orçamento
          </Button>
        </Flex>
      </Flex>
      <CopyFromActuals year={year} costCenterId={costCenterId} onCopy={copy} />
      <Text color="fg.muted" textStyle="sm">
        {saved.version === 0
          ? 'Ainda não salvo.'
          : `Versão ${saved.version}, salva${saved.updated_by ? ` por ${saved.updated_by.name}` : ''}${saved.updated_at ? ` em ${formatDateTime(saved.updated_at)}` : ''}.`}
        {dirty && ' Há alterações não salvas.'}
      </Text>
      {stale && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{stale}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onReload}>
            Recarregar
          </Button>
        </Alert.Root>
      )}
      <Text role="alert" color="fg.error" textStyle="sm" minH="5">
        {problem}
      </Text>
      <BudgetTable
        sections={sections}
        cells={cells}
        costCenterId={costCenterId}
        caption={`Orçamento de ${year}${costCenterId ? `, ${costCenters.find((c) => c.id === costCenterId)?.name ?? ''}` : ''}, por categoria e mês`}
        onChange={change}
        onPaste={paste}
        onFillRight={fill}
        onUndo={undo}
        onFocusCell={setFocused}
        onInvalid={setProblem}
      />
      <Text color="fg.muted" textStyle="xs">
        Setas, Enter e Tab movem entre os meses; cole um bloco copiado do Excel ou do Google
        Planilhas; Ctrl+R repete o mês nos seguintes; Ctrl+Z desfaz.
      </Text>
      <BudgetHistoryList year={year} categories={categories} costCenters={costCenters} />
    </Stack>
  );
}
