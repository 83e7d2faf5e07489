import { Badge, Box, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuWandSparkles } from 'react-icons/lu';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { maskCpfCnpj } from 'shared/contracts';
import type { Category, PreviewLine, StatementLineState } from 'shared/contracts';
import { formatBRL, formatShortDate } from 'shared/format';
import { useMinWidth } from 'shared/ui';
import type { LineChoice } from '../decisions';
import { createChoice, leafCategories, transferChoice } from '../decisions';
import { SuggestionNote } from './suggestion-note';

// Room for a suggestion's badge and reason under the text, and for the choice's details.
const ROW_HEIGHT = 168;
const CARD_HEIGHT = 340;
const COLUMNS = '84px minmax(200px, 1.3fr) 120px 110px minmax(260px, 1.6fr)';

const STATE_LABEL: Record<StatementLineState, string> = {
  new: 'Nova',
  duplicate: 'Duplicada',
  matched: 'Conciliável',
  received: 'Já recebida',
  transfer: 'Transferência',
};
/** A débito already recorded was paid, a crédito received. */
const stateLabel = (line: PreviewLine) =>
  line.state === 'received' && line.amount_cents < 0 ? 'Já paga' : STATE_LABEL[line.state];
const STATE_PALETTE: Record<StatementLineState, string> = {
  new: 'blue',
  duplicate: 'gray',
  matched: 'green',
  // Settled already, by the PSP's webhook: neither new (blue) nor a pair to confirm (green).
  received: 'purple',
  // Money that stays the company's, as a Pix already received: no receita nor despesa to create.
  transfer: 'purple',
};

/** An account the company may move money to or from: the statement's own is never one. */
export interface OtherAccount {
  id: string;
  name: string;
}

export interface PreviewTableProps {
  lines: PreviewLine[];
  choices: Map<number, LineChoice>;
  categories: Category[];
  /** The company's other bank accounts, for a transfer between accounts. */
  otherAccounts: OtherAccount[];
  /** After a refused confirmation: say on each transfer without its other account to pick one. */
  flagMissing: boolean;
  onChoose: (line: number, choice: LineChoice) => void;
  /** "Criar regra a partir desta linha"; without it (a reader) the button is not offered. */
  onCreateRule?: ((line: PreviewLine) => void) | undefined;
}

function choiceValue(choice: LineChoice | undefined): string {
  if (!choice) return '';
  return choice.action === 'pay' ? `pay:${choice.movementId}` : choice.action;
}

/**
 * A line that is a payment already recorded (a Pix the webhook settled, or one recorded by hand):
 * reconcile it with that payment, or ignore.
 */
function ReceivedChoiceCell(props: {
  line: PreviewLine;
  received: NonNullable<PreviewLine['received']>;
  choice: LineChoice | undefined;
  onChoose: PreviewTableProps['onChoose'];
}) {
  const { line, received, choice, onChoose } = props;
  const whose = received.contact_name ?? received.description;
  return (
    <Stack gap="1">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`O que fazer com a linha ${line.line}`}
          value={choiceValue(choice)}
          onChange={(event) =>
            onChoose(
              line.line,
              event.target.value === 'reconcile'
                ? { action: 'reconcile', paymentId: received.payment_id }
                : { action: 'ignore' },
            )
          }
        >
          <option value="reconcile">
            {`Conciliar com o ${line.amount_cents < 0 ? 'pagamento' : 'recebimento'} de ${whose} (baixado em ${formatShortDate(received.paid_on)})`}
          </option>
          <option value="ignore">Ignorar</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="xs" color="fg.muted">
        {received.reason}. Já está registrado: nada será pago de novo.
      </Text>
    </Stack>
  );
}

/**
 * The other account of a transfer between the company's accounts (where a débito went, where a
 * crédito came from). The account the API found is offered even when the list lacks it
 * (inactive, not loaded yet).
 */
function TransferChoice(props: {
  line: PreviewLine;
  choice: Extract<LineChoice, { action: 'transfer' }>;
  otherAccounts: OtherAccount[];
  flagMissing: boolean;
  onChoose: PreviewTableProps['onChoose'];
}) {
  const { line, choice, onChoose } = props;
  const found = line.transfer?.other_account;
  const accounts =
    found && !props.otherAccounts.some((account) => account.id === found.id)
      ? [found, ...props.otherAccounts]
      : props.otherAccounts;
  const missing = props.flagMissing && !choice.otherAccountId;
  const errorId = `transfer-account-error-${line.line}`;
  return (
    <>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`Outra conta da transferência da linha ${line.line}`}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          value={choice.otherAccountId ?? ''}
          onChange={(event) =>
            onChoose(line.line, { action: 'transfer', otherAccountId: event.target.value || null })
          }
        >
          <option value="">
            {line.amount_cents < 0 ? 'Escolha a conta de destino' : 'Escolha a conta de origem'}
          </option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {missing && (
        <Text id={errorId} fontSize="xs" color="red.fg">
          Escolha a outra conta da transferência.
        </Text>
      )}
    </>
  );
}

function LineChoiceCell(props: {
  line: PreviewLine;
  choice: LineChoice | undefined;
  categories: Category[];
  otherAccounts: OtherAccount[];
  flagMissing: boolean;
  onChoose: PreviewTableProps['onChoose'];
}) {
  const { line, choice, onChoose } = props;
  if (line.state === 'duplicate') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Já importada: fica de fora.
      </Text>
    );
  }
  // A Pix its id names is that payment for certain; one found by amount and day may be a
  // coincidence, so the line keeps every other choice too.
  if (line.received && line.received.score >= 100) {
    return (
      <ReceivedChoiceCell
        line={line}
        received={line.received}
        choice={choice}
        onChoose={onChoose}
      />
    );
  }
  const type = line.amount_cents > 0 ? 'receita' : 'despesa';
  const chosen =
    choice?.action === 'pay'
      ? line.candidates.find((candidate) => candidate.movement_id === choice.movementId)
      : undefined;
  const options = leafCategories(props.categories, type);
  const transferable = line.state === 'new' || line.state === 'transfer';
  return (
    <Stack gap="1">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`O que fazer com a linha ${line.line}`}
          value={choiceValue(choice)}
          onChange={(event) => {
            const value = event.target.value;
            if (value.startsWith('pay:'))
              onChoose(line.line, { action: 'pay', movementId: value.slice(4) });
            else if (value === 'reconcile' && line.received)
              onChoose(line.line, { action: 'reconcile', paymentId: line.received.payment_id });
            else if (value === 'create') onChoose(line.line, createChoice(line));
            else if (value === 'transfer')
              onChoose(line.line, transferChoice(line, props.otherAccounts));
            else onChoose(line.line, { action: 'ignore' });
          }}
        >
          {line.received && (
            <option value="reconcile">
              {`Conciliar com o ${type === 'despesa' ? 'pagamento' : 'recebimento'} de ${line.received.contact_name ?? line.received.description} (baixado em ${formatShortDate(line.received.paid_on)})`}
            </option>
          )}
          {line.candidates.map((candidate) => (
            <option key={candidate.movement_id} value={`pay:${candidate.movement_id}`}>
              {`Baixar '${candidate.description}' (venc. ${formatShortDate(candidate.due_date)}, ${candidate.score} pts)`}
            </option>
          ))}
          {transferable && <option value="transfer">Transferência entre contas</option>}
          <option value="create">Criar movimento</option>
          <option value="ignore">Ignorar</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {choice?.action === 'create' && (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={`Categoria do movimento da linha ${line.line}`}
            value={choice.categoryId ?? ''}
            onChange={(event) =>
              onChoose(line.line, { ...choice, categoryId: event.target.value || null })
            }
          >
            <option value="">Escolha a categoria</option>
            {options.map((category) => (
              <option key={category.id} value={category.id}>
                {`${category.code} ${category.name}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {choice?.action === 'create' && (
        <ContactChoice line={line} choice={choice} onChoose={onChoose} />
      )}
      {choice?.action === 'transfer' && (
        <TransferChoice
          line={line}
          choice={choice}
          otherAccounts={props.otherAccounts}
          flagMissing={props.flagMissing}
          onChoose={onChoose}
        />
      )}
      {line.transfer && (
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {line.transfer.reason}
        </Text>
      )}
      {line.received && choice?.action === 'reconcile' && (
        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
          {`${line.received.reason}. Já está registrado: nada será pago de novo.`}
        </Text>
      )}
      {choice?.action === 'create' && choice.description && (
        <Text fontSize="xs" color="fg.muted" truncate>
          {`Descrição: ${choice.description}`}
        </Text>
      )}
      {chosen && (
        <Text fontSize="xs" color="fg.muted">
          {chosen.reason}
        </Text>
      )}
      {line.tie && choice?.action !== 'pay' && (
        <Text fontSize="xs" color="orange.fg">
          Empate: {line.candidates.length} movimentações combinam igualmente. Escolha uma.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The supplier or client of a created line: the one a rule or the history names, or the one
 * its CPF/CNPJ names — linked unless unchecked — or, with a document nobody has, one to register.
 */
function ContactChoice(props: {
  line: PreviewLine;
  choice: Extract<LineChoice, { action: 'create' }>;
  onChoose: PreviewTableProps['onChoose'];
}) {
  const { line, choice, onChoose } = props;
  const known = line.suggestion?.contact ?? line.suggested_contact;
  if (!known && !line.document) return null;
  const role = line.amount_cents > 0 ? 'cliente' : 'fornecedor';
  const document = line.document ? ` (${maskCpfCnpj(line.document)})` : '';
  const label = known
    ? `Vincular ao ${role} ${known.name}${document}`
    : `Cadastrar ${role} ${line.new_contact_name ?? ''}${document}`;
  const checked = known ? choice.contactId !== null : choice.createContact;
  return (
    // A native checkbox, as the movements list's: Chakra's Checkbox is not in the host's
    // tree-shaken Chakra (shared/src/federation/tree-shaken-exports.ts), and a label names it.
    <Box as="label" display="flex" alignItems="center" gap="1.5" fontSize="xs" minW="0">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const on = event.target.checked;
          onChoose(
            line.line,
            known
              ? { ...choice, contactId: on ? known.id : null }
              : { ...choice, createContact: on },
          );
        }}
      />
      <Text as="span" lineClamp={1}>
        {label}
      </Text>
    </Box>
  );
}

/**
 * The statement's lines as an ARIA table with virtual rows: a 10k-line statement keeps a few
 * dozen rows in the DOM.
 */
export function PreviewTable({
  lines,
  choices,
  categories,
  otherAccounts,
  flagMissing,
  onChoose,
  onCreateRule,
}: PreviewTableProps) {
  const narrow = !useMinWidth(768);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (narrow ? CARD_HEIGHT : ROW_HEIGHT),
    overscan: 6,
    getItemKey: (index) => lines[index]?.line ?? index,
  });
  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label="Linhas do extrato"
      aria-rowcount={lines.length + 1}
      overflow="auto"
      maxH={{ base: '520px', md: '560px' }}
      borderWidth="1px"
      borderRadius="lg"
      tabIndex={0}
    >
      <Box role="rowgroup" position="sticky" top="0" zIndex="1" bg="bg">
        <Box
          role="row"
          aria-rowindex={1}
          display={narrow ? 'flex' : 'grid'}
          gridTemplateColumns={COLUMNS}
          gap="3"
          px="3"
          py="2"
          borderBottomWidth="1px"
          textStyle="sm"
          fontWeight="semibold"
        >
          <Box role="columnheader">Data</Box>
          <Box role="columnheader">Descrição</Box>
          <Box role="columnheader" textAlign={narrow ? undefined : 'right'}>
            Valor
          </Box>
          <Box role="columnheader">Situação</Box>
          <Box role="columnheader">Ação</Box>
        </Box>
      </Box>
      <Box role="rowgroup" position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index]!;
          return (
            <Box
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              position="absolute"
              top="0"
              left="0"
              w="full"
              h={`${item.size}px`}
              transform={`translateY(${item.start}px)`}
              display="grid"
              gridTemplateColumns={narrow ? '1fr' : COLUMNS}
              gap={narrow ? '1' : '3'}
              alignItems="start"
              px="3"
              py="2"
              borderBottomWidth="1px"
              overflow="hidden"
            >
              <Box role="cell" textStyle="sm">
                {formatShortDate(line.date)}
              </Box>
              <Box role="cell" minW="0">
                <Text textStyle="sm" lineClamp={2}>
                  {line.description}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {line.state === 'duplicate'
                    ? `Linha ${line.line} · chave: ${line.dedupe_key}`
                    : `Linha ${line.line}`}
                </Text>
                <SuggestionNote line={line} />
              </Box>
              <Box
                role="cell"
                textStyle="sm"
                fontVariantNumeric="tabular-nums"
                textAlign={narrow ? undefined : 'right'}
                color={line.amount_cents < 0 ? 'red.fg' : 'green.fg'}
              >
                {formatBRL(line.amount_cents)}
              </Box>
              <Box role="cell" display="flex" flexDirection="column" alignItems="start" gap="1">
                <Badge colorPalette={STATE_PALETTE[line.state]}>{stateLabel(line)}</Badge>
                {line.ready && <Badge colorPalette="green">Pronta</Badge>}
                {onCreateRule && (
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={`Criar regra a partir desta linha (linha ${line.line})`}
                    onClick={() => onCreateRule(line)}
                  >
                    <LuWandSparkles />
                    Criar regra
                  </Button>
                )}
              </Box>
              <Box role="cell">
                <LineChoiceCell
                  line={line}
                  choice={choices.get(line.line)}
                  categories={categories}
                  otherAccounts={otherAccounts}
                  flagMissing={flagMissing}
                  onChoose={onChoose}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
