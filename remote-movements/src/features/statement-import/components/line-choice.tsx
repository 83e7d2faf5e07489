import { Box, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { maskCpfCnpj } from 'shared/contracts';
import type { Category, PreviewLine } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import type { LineChoice } from '../decisions';
import { createChoice, leafCategories, transferChoice } from '../decisions';

// A statement line's choice in the preview: pay an open movement, create one, reconcile a payment
// already recorded, a transfer between the company's accounts, or ignore — and the counterpart.

/** An account the company may move money to or from: the statement's own is never one. */
export interface OtherAccount {
  id: string;
  name: string;
}

/** What a choice made on line `line` is reported with. */
export type ChooseLine = (line: number, choice: LineChoice) => void;

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
  onChoose: ChooseLine;
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
  onChoose: ChooseLine;
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

export function LineChoiceCell(props: {
  line: PreviewLine;
  choice: LineChoice | undefined;
  categories: Category[];
  otherAccounts: OtherAccount[];
  flagMissing: boolean;
  onChoose: ChooseLine;
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
  onChoose: ChooseLine;
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
