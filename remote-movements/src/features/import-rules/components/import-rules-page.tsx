import {
  Alert,
  Box,
  Button,
  EmptyState,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuListChecks, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toApiError } from 'shared/api';
import type { ImportRule } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import { can, useCompanyRole } from 'shared/session';
import { PageHeading, toaster } from 'shared/ui';
import { ConfirmDrawer } from 'shared/ui-kit';
import {
  useDeleteImportRuleMutation,
  useGetImportRulesQuery,
  useReorderImportRulesMutation,
  useUpdateImportRuleMutation,
} from '../../../api/import-rules';
import { RuleFormDrawer } from '../../../components/rule-form/rule-form-drawer';
import {
  bodyOfRule,
  EMPTY_RULE,
  valuesOfRule,
} from '../../../components/rule-form/rule-form-values';
import { useRuleNames } from '../hooks/use-rule-names';
import { moveButtonId, RuleItem } from './rule-item';

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; rule: ImportRule };

const unavailable = (statusCode: number) =>
  statusCode === 404
    ? 'As regras de conciliação ainda não estão disponíveis neste servidor. Tente de novo mais tarde.'
    : 'Não foi possível carregar as regras. Verifique a conexão e tente de novo.';

/** The rules' ids with one moved up or down by one place. */
export function movedIds(rules: readonly ImportRule[], index: number, by: -1 | 1): string[] {
  const ids = rules.map((rule) => rule.id);
  const target = index + by;
  const [moved] = ids.splice(index, 1);
  if (moved === undefined || target < 0 || target > ids.length) return rules.map((r) => r.id);
  ids.splice(target, 0, moved);
  return ids;
}

/**
 * `/importacao/regras`: the company's rules, in the order they are tried on each statement line —
 * the first that matches decides. Each says what it does in words and how often it would have
 * applied.
 */
export function ImportRulesPage() {
  const writer = can(useCompanyRole(), 'write-movements');
  const rules = useGetImportRulesQuery();
  const names = useRuleNames();
  const [reorder, reordering] = useReorderImportRulesMutation();
  const [update, updating] = useUpdateImportRuleMutation();
  const [remove, removing] = useDeleteImportRuleMutation();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<ImportRule | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = rules.data?.rules;
  const busy = reordering.isLoading || updating.isLoading;
  // The rule just moved: the focus follows it to its new place once the list shows it there, on
  // the other arrow when it reached either end.
  const moved = useRef<{ id: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    const pending = moved.current;
    if (!pending) return;
    const same = document.getElementById(moveButtonId(pending.id, pending.by));
    const other = document.getElementById(moveButtonId(pending.id, pending.by === -1 ? 1 : -1));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    moved.current = null;
  }, [list]);

  const failed = (thrown: unknown, fallback: string) =>
    toaster.create({ type: 'error', title: toApiError(thrown).message || fallback });

  async function move(rule: ImportRule, by: -1 | 1) {
    if (!list || busy) return;
    const index = list.findIndex((r) => r.id === rule.id);
    try {
      moved.current = { id: rule.id, by };
      await reorder(movedIds(list, index, by)).unwrap();
      setAnnouncement(`Regra ${rule.name} agora é a ${index + by + 1}ª de ${list.length}.`);
    } catch (thrown) {
      moved.current = null;
      failed(thrown, 'Não foi possível mudar a ordem das regras.');
    }
  }

  async function toggle(rule: ImportRule, active: boolean) {
    try {
      await update({ id: rule.id, body: { ...bodyOfRule(rule), active } }).unwrap();
      setAnnouncement(`Regra ${rule.name} ${active ? 'ativada' : 'desativada'}.`);
    } catch (thrown) {
      failed(thrown, 'Não foi possível salvar a regra.');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      setAnnouncement(`Regra ${deleting.name} excluída.`);
      toaster.create({ type: 'success', title: `Regra "${deleting.name}" excluída.` });
      setDeleting(null);
    } catch (thrown) {
      failed(thrown, 'Não foi possível excluir a regra.');
    }
  }

  const body = () => {
    if (rules.isLoading) {
      return (
        <Stack align="center" py="10">
          <Spinner aria-label="Carregando regras" />
        </Stack>
      );
    }
    if (rules.isError) {
      const statusCode = (rules.error as { statusCode?: number } | undefined)?.statusCode ?? 0;
      return (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{unavailable(statusCode)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void rules.refetch()}>
            Tentar de novo
          </Button>
        </Alert.Root>
      );
    }
    if (!list || list.length === 0) {
      return (
        <EmptyState.Root borderWidth="1px" borderRadius="lg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuListChecks />
            </EmptyState.Indicator>
            <EmptyState.Title>Nenhuma regra ainda</EmptyState.Title>
            <EmptyState.Description>
              Uma regra diz o que fazer com as linhas do extrato que se repetem todo mês: por
              exemplo, &quot;descrição contém CEMIG&quot; vai para Energia elétrica, com o
              fornecedor CEMIG. Na importação, a linha já chega com a categoria escolhida. Crie
              aqui, ou em &quot;Criar regra a partir desta linha&quot; na pré-visualização do
              extrato.
            </EmptyState.Description>
            {writer && (
              <Button colorPalette="brand" onClick={() => setEditing({ kind: 'new' })}>
                <LuPlus />
                Criar a primeira regra
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      );
    }
    return (
      <Box
        as="ol"
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap="3"
        aria-label="Regras, na ordem em que valem"
      >
        {list.map((rule, index) => (
          <RuleItem
            key={rule.id}
            rule={rule}
            index={index}
            count={list.length}
            names={names}
            canEdit={writer}
            busy={busy}
            onMove={(moved, by) => void move(moved, by)}
            onToggle={(toggled, active) => void toggle(toggled, active)}
            onEdit={(edited) => setEditing({ kind: 'edit', rule: edited })}
            onDelete={setDeleting}
          />
        ))}
      </Box>
    );
  };

  return (
    <Stack gap="5">
      <PageHeading
        title="Regras de conciliação"
        description="O que fazer com as linhas do extrato que se repetem todo mês."
        actions={
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button asChild variant="outline">
              <RouterLink to="/importacao">Voltar para a conciliação</RouterLink>
            </Button>
            {writer && rules.isSuccess && (
              <Button colorPalette="brand" onClick={() => setEditing({ kind: 'new' })}>
                <LuPlus />
                Nova regra
              </Button>
            )}
          </Stack>
        }
      />
      <Text textStyle="sm" color="fg.muted">
        Cada linha do extrato é comparada com as regras ativas na ordem abaixo: a primeira que casa
        decide. Sem regra, a sugestão vem do histórico da empresa.
        {rules.data && rules.data.rules.length > 0
          ? ` As contagens olham as movimentações desde ${formatShortDate(rules.data.history_from)}.`
          : ''}
      </Text>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {body()}
      <RuleFormDrawer
        open={editing.kind !== 'closed'}
        editing={editing.kind === 'edit' ? editing.rule : undefined}
        initial={editing.kind === 'edit' ? valuesOfRule(editing.rule) : EMPTY_RULE}
        onClose={() => setEditing({ kind: 'closed' })}
        onSaved={(saved) => {
          setEditing({ kind: 'closed' });
          setAnnouncement(`Regra ${saved.name} salva.`);
          toaster.create({ type: 'success', title: `Regra "${saved.name}" salva.` });
        }}
      />
      <ConfirmDrawer
        open={deleting !== null}
        title="Excluir regra"
        message={
          deleting
            ? `Excluir a regra "${deleting.name}"? As próximas importações deixam de aplicá-la; o que já foi importado não muda.`
            : ''
        }
        confirmLabel="Excluir regra"
        destructive
        loading={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
