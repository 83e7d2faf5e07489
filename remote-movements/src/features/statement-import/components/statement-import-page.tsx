import { Alert, Button, Field, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuListChecks } from 'react-icons/lu';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type {
  CsvMapping,
  CsvMappingSource,
  ImportBatch,
  ImportRule,
  PreviewProgress,
  StatementPreview,
} from 'shared/contracts';
import { can, useCompanyRole } from 'shared/session';
import { PageHeading } from 'shared/ui';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { useGetCategoriesQuery } from '../../../api/get-categories';
import { BankAccountSelect } from '../../../components/bank-account-select';
import { importApi, importChanged } from '../api/import-api';
import { confirmStatement, previewStatement } from '../api/upload-statement';
import type { UploadProgress as Progress } from '../../../lib/upload';
import type { LineChoice } from '../decisions';
import { UNMAPPED_CSV, defaultMapping, guessColumns, readHead } from '../csv-columns';
import { countChoices, initialChoices, toDecisions } from '../decisions';
import { CreateAccountForm } from './create-account-form';
import { CsvMappingPanel } from './csv-mapping-panel';
import { StatementBatchList } from './batch-list';
import { FileDrop } from '../../../components/file-drop';
import { PreviewTable } from './preview-table';
import { Counts, ReadySummary, missingText, toReview, transfers } from './preview-summary';
import { AutoReconcilePanel } from './auto-reconcile-panel';
import { RuleFormDrawer } from '../../../components/rule-form/rule-form-drawer';
import { EMPTY_RULE } from '../../../components/rule-form/rule-form-values';
import type { RuleFormValues } from '../../../components/rule-form/rule-form-values';
import { ruleFromLine } from '../rule-from-line';
import { UploadProgress } from '../../../components/upload-progress';
import type { UploadState } from '../../../components/upload-progress';
import { fileBankName } from '../statement-bank';

const messageOf = (thrown: unknown) =>
  (thrown as { message?: string } | null)?.message || 'Não foi possível ler o arquivo.';

/** `/importacao`: a bank statement in, every line explained, nothing written until confirmed. */
export function StatementImportPage() {
  const role = useCompanyRole();
  const writer = can(role, 'write-movements');
  const dispatch = useDispatch();
  const accounts = useGetBankAccountsQuery();
  const categories = useGetCategoriesQuery();
  const [file, setFile] = useState<File | null>(null);
  const [accountId, setAccountId] = useState('');
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [choices, setChoices] = useState<Map<number, LineChoice>>(new Map());
  const [done, setDone] = useState<ImportBatch | null>(null);
  const [onlyReview, setOnlyReview] = useState(false);
  // A confirmation refused for transfers without their other account: each such line says so.
  const [flagMissing, setFlagMissing] = useState(false);
  // "Criar regra a partir desta linha": the drawer's draft, then the rule saved from it.
  const [ruleDraft, setRuleDraft] = useState<RuleFormValues | null>(null);
  const [savedRule, setSavedRule] = useState<ImportRule | null>(null);
  // The CSV columns in use: as the API detected them, or as the user set them (then sent again
  // with the confirmation, so both read the same lines).
  const [csv, setCsv] = useState<{
    mapping: CsvMapping;
    columns: string[];
    source: CsvMappingSource | null;
    given: boolean;
  } | null>(null);

  const progress = (label: string) => (value: Progress) =>
    setUpload((current) => ({
      label,
      loaded: value.loaded,
      total: value.total,
      phase: value.loaded >= value.total ? 'processing' : 'upload',
      ...(current?.step ? { step: current.step } : {}),
    }));
  const stepped = (step: PreviewProgress) =>
    setUpload((current) => current && { ...current, phase: 'processing', step });

  async function read(chosen: File, bankAccountId: string, mapping?: CsvMapping) {
    if (chosen !== file) {
      setCsv(null);
      // Another statement: its lines to review are not the ones the filter was showing.
      setOnlyReview(false);
    }
    setFile(chosen);
    setError(null);
    setDone(null);
    setPreview(null);
    setSavedRule(null);
    setFlagMissing(false);
    setUpload({ label: 'Lendo o extrato', loaded: 0, total: chosen.size, phase: 'upload' });
    try {
      const result = await previewStatement(
        chosen,
        {
          ...(bankAccountId ? { bank_account_id: bankAccountId } : {}),
          ...(mapping ? { csv_mapping: mapping } : {}),
        },
        progress('Lendo o extrato'),
        stepped,
      );
      setPreview(result);
      setAccountId(result.bank_account?.id ?? bankAccountId);
      setChoices(initialChoices(result.lines));
      setCsv(result.csv && { ...result.csv, given: mapping !== undefined });
    } catch (thrown) {
      const message = messageOf(thrown);
      setError(message);
      if (UNMAPPED_CSV.test(message) && !mapping) {
        const columns = guessColumns(await readHead(chosen));
        setCsv({ columns, mapping: defaultMapping(columns.length), source: null, given: true });
      }
    } finally {
      setUpload(null);
    }
  }

  async function confirm() {
    if (!file || !preview || !accountId) return;
    const built = toDecisions(choices);
    if ('missingCategory' in built) {
      setError(missingText(built));
      setFlagMissing(built.missingAccount.length > 0);
      // A line to fix that the filter hides (a ready one) could not be found: show them all.
      const missing = new Set([...built.missingCategory, ...built.missingAccount]);
      if (preview.lines.some((line) => line.ready && missing.has(line.line))) setOnlyReview(false);
      return;
    }
    if (built.decisions.length === 0) {
      setError('Nada a importar: todas as linhas já foram importadas.');
      return;
    }
    setError(null);
    setUpload({ label: 'Importando', loaded: 0, total: file.size, phase: 'upload' });
    try {
      const batch = await confirmStatement(
        file,
        {
          bank_account_id: accountId,
          decisions: built.decisions,
          ...(csv?.given ? { csv_mapping: csv.mapping } : {}),
        },
        progress('Importando'),
      );
      dispatch(importApi.util.invalidateTags(importChanged()));
      setDone(batch);
      setPreview(null);
      setFile(null);
      setCsv(null);
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setUpload(null);
    }
  }

  const chosen = countChoices(choices);
  const statementAccountId = preview?.bank_account?.id ?? accountId;
  const otherAccounts = (accounts.data ?? []).filter(
    (account) => account.active && account.id !== statementAccountId,
  );
  const busy = upload !== null;
  const readAgain = () => {
    if (file) void read(file, accountId, csv?.given ? csv.mapping : undefined);
  };
  const lines = preview && onlyReview ? preview.lines.filter(toReview) : (preview?.lines ?? []);
  return (
    <Stack gap="6">
      <PageHeading
        title="Importação de extrato"
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/importacao/regras">
              <LuListChecks />
              Regras
            </RouterLink>
          </Button>
        }
      />
      {writer && (
        <Stack gap="4">
          <FileDrop
            kind="statement"
            disabled={busy}
            onFile={(chosenFile) => void read(chosenFile, accountId)}
          />
          <Field.Root maxW="sm">
            <Field.Label>Conta bancária do extrato</Field.Label>
            <BankAccountSelect
              accounts={accounts.data}
              noneLabel="Reconhecer pelo arquivo"
              disabled={busy}
              value={accountId}
              onChange={(event) => {
                setAccountId(event.target.value);
                if (file && event.target.value) {
                  void read(file, event.target.value, csv?.given ? csv.mapping : undefined);
                }
              }}
            />
            <Field.HelperText>
              {preview?.recognised
                ? `Reconhecida pelo arquivo (${fileBankName(preview.file)}, conta ${preview.file.account_number ?? '—'}).`
                : 'Reconhecida pelo banco e número da conta do OFX quando estiver cadastrada.'}
            </Field.HelperText>
          </Field.Root>
        </Stack>
      )}
      {upload && <UploadProgress state={upload} />}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      {csv && file && writer && (
        <CsvMappingPanel
          columns={csv.columns}
          mapping={csv.mapping}
          source={csv.source}
          disabled={busy}
          onChange={(mapping) => setCsv({ ...csv, mapping })}
          onApply={() => void read(file, accountId, csv.mapping)}
        />
      )}
      {done && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>
            {`Importação concluída: ${done.paid_count} baixa(s), ${done.created_count} movimento(s) criado(s), ${done.ignored_count} ignorada(s)${done.reconciled_count > 0 ? `, ${done.reconciled_count} conciliada(s) com pagamentos já registrados` : ''}${done.transfer_count > 0 ? `, ${transfers(done.transfer_count)} entre contas` : ''}.`}
          </Alert.Description>
        </Alert.Root>
      )}
      {preview && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            Pré-visualização: {preview.file.name}
          </Heading>
          <Counts preview={preview} />
          {preview.bank_account && writer && (
            <AutoReconcilePanel
              bankAccountId={preview.bank_account.id}
              setting={preview.auto_reconcile}
              disabled={busy}
              onSaved={readAgain}
            />
          )}
          {(preview.auto_reconcile?.enabled || preview.counts.ready > 0) && (
            <ReadySummary
              preview={preview}
              onlyReview={onlyReview}
              onToggle={() => setOnlyReview((current) => !current)}
            />
          )}
          {savedRule && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  {`Regra "${savedRule.name}" salva. Leia o extrato de novo para aplicá-la às linhas (as escolhas feitas até aqui são refeitas).`}
                </Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" disabled={busy} onClick={readAgain}>
                Aplicar a regra
              </Button>
            </Alert.Root>
          )}
          {!preview.bank_account && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Description>
                Conta do extrato não reconhecida: escolha a conta bancária acima, ou cadastre-a
                abaixo, para ver as duplicadas e importar.
              </Alert.Description>
            </Alert.Root>
          )}
          {!preview.bank_account && writer && file && (
            <CreateAccountForm
              key={`${preview.file.name}|${preview.file.bank_code}|${preview.file.account_number}`}
              file={preview.file}
              disabled={busy}
              onCreated={(account) => {
                setAccountId(account.id);
                void read(file, account.id, csv?.given ? csv.mapping : undefined);
              }}
            />
          )}
          <PreviewTable
            lines={lines}
            choices={choices}
            categories={categories.data ?? []}
            otherAccounts={otherAccounts}
            flagMissing={flagMissing}
            onChoose={(line, choice) => setChoices((current) => new Map(current).set(line, choice))}
            onCreateRule={
              writer
                ? (line) => setRuleDraft(ruleFromLine(line, choices.get(line.line), accountId))
                : undefined
            }
          />
          <HStack gap="3" wrap="wrap">
            <Button
              colorPalette="brand"
              onClick={() => void confirm()}
              disabled={busy || !preview.bank_account}
            >
              Confirmar importação
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {`${chosen.pay} baixa(s), ${chosen.create} a criar, ${chosen.ignore} a ignorar`}
              {chosen.reconcile > 0 ? `, ${chosen.reconcile} já registrada(s) a conciliar` : ''}
              {chosen.transfer > 0 ? `, ${transfers(chosen.transfer)} entre contas` : ''}
            </Text>
          </HStack>
        </Stack>
      )}
      <RuleFormDrawer
        open={ruleDraft !== null}
        initial={ruleDraft ?? EMPTY_RULE}
        onClose={() => setRuleDraft(null)}
        onSaved={(rule) => {
          setRuleDraft(null);
          setSavedRule(rule);
        }}
      />
      <Stack gap="3">
        <Heading as="h2" size="md">
          Importações
        </Heading>
        <StatementBatchList
          canUndo={writer}
          onUndone={() => {
            // A preview read before the undo would show its lines as duplicates: read it again.
            setPreview(null);
            setDone(null);
          }}
        />
      </Stack>
    </Stack>
  );
}
