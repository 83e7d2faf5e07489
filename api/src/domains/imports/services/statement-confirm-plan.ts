import { randomUUID } from 'node:crypto';
import type { ConfirmStatementPayload } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { badRequest, conflict } from '../../../errors';
import { contactNameFrom, documentInText } from '../parsers/document-in-text';
import type { ConfirmPlan } from '../repositories/statement-confirm-write';
import type {
  OpenMovement,
  StatementImportRepository,
} from '../repositories/statement-import-rows';
import type { StatementLine } from '../parsers/statement';
import { alreadyRecorded } from './recorded-payments';
import { findTransfers } from './transfer-matching';
import { typeOf } from './statement-reading';
import type { Analysis, StatementFile } from './statement-reading';
import type { ImportAccount } from '../repositories/statement-import-rows';

// The plan step of a confirmation: every decision checked against the file and the company's
// rows, so that the repository only writes. The first wrong line is a 400 that names it.

export const IMPORT_STALE_MESSAGE =
  'Parte destas linhas foi importada enquanto você revisava. Envie o arquivo de novo para ver a pré-visualização atualizada.';

export async function planConfirmation(
  imports: StatementImportRepository,
  input: Pick<Analysis, 'statement' | 'keys' | 'imported' | 'accounts'> & {
    account: ImportAccount;
    companyId: string;
    userId: string;
    file: StatementFile;
    payload: ConfirmStatementPayload;
    today: () => string;
  },
): Promise<{ plan: ConfirmPlan; movements: Map<string, OpenMovement> }> {
  const { statement, keys, imported, accounts, account, companyId, userId, file, payload, today } =
    input;
  const byLine = new Map(statement.lines.map((line, index) => [line.line, index]));
  const seen = new Set<number>();
  const plan: ConfirmPlan = {
    batch: {
      id: randomUUID(),
      bankAccountId: account.id,
      createdBy: userId,
      fileName: file.name,
      fileSha256: '',
      fileBytes: file.bytes.length,
      format: statement.format,
      duplicateCount: keys.filter((key) => imported.has(key)).length,
    },
    payments: [],
    creations: [],
    contacts: [],
    ignored: [],
    reconciled: [],
    transfers: [],
    facts: new Map(),
    csvMapping: statement.format === 'csv' ? (payload.csv_mapping ?? null) : null,
  };
  const movementIds = new Set<string>();
  const categoryIds = new Set<string>();
  const contactIds = new Set<string>();
  const costCenterIds = new Set<string>();
  const reconciling: { line: StatementLine; index: number }[] = [];
  const transferring: { line: StatementLine; index: number }[] = [];
  for (const decision of payload.decisions) {
    const index = byLine.get(decision.line);
    if (index === undefined) {
      throw badRequest(`Linha ${decision.line}: não há transação nesta linha do arquivo.`);
    }
    if (seen.has(decision.line)) {
      throw badRequest(`Linha ${decision.line}: há mais de uma decisão para a mesma linha.`);
    }
    seen.add(decision.line);
    if (imported.has(keys[index]!)) {
      throw conflict(`Linha ${decision.line}: já foi importada antes. ${IMPORT_STALE_MESSAGE}`);
    }
    if (decision.action === 'pay') movementIds.add(decision.movement_id);
    if (decision.action === 'reconcile') reconciling.push({ line: statement.lines[index]!, index });
    if (decision.action === 'transfer') transferring.push({ line: statement.lines[index]!, index });
    if (decision.action === 'create') {
      categoryIds.add(decision.category_id);
      if (decision.contact_id) contactIds.add(decision.contact_id);
      if (decision.cost_center_id) costCenterIds.add(decision.cost_center_id);
    }
  }
  const movements = new Map(
    (await imports.openMovements(companyId, [...movementIds])).map((row) => [row.id, row]),
  );
  const categories = new Map(
    (await imports.leafCategories(companyId, [...categoryIds])).map((row) => [row.id, row]),
  );
  const knownContacts = new Set(
    (await imports.contacts(companyId, [], [...contactIds])).map((row) => row.id),
  );
  const knownCostCenters = new Set(
    costCenterIds.size === 0 ? [] : await imports.activeCostCenters(companyId, [...costCenterIds]),
  );
  // The same lookup as the preview's: a line reconciles only with the payment its ids name.
  const { received } = await alreadyRecorded(imports, companyId, account.id, reconciling);
  // The same search as the preview's: a recorded transfer or the other statement's line is used
  // when it is with the account the person chose; otherwise a new transfer is registered.
  const transfers = await findTransfers(imports, companyId, account, accounts, transferring);
  const newContacts = new Map<string, ConfirmPlan['contacts'][number]>();
  const paying = new Map<string, number>();
  for (const decision of payload.decisions) {
    const index = byLine.get(decision.line)!;
    const line = statement.lines[index]!;
    const key = keys[index]!;
    const at = `Linha ${line.line}`;
    plan.facts.set(key, { amountCents: line.amountCents, date: line.date });
    if (decision.action === 'transfer') {
      const other = accounts.find((row) => row.id === decision.other_account_id);
      if (!other) {
        throw badRequest(
          `${at}: a outra conta da transferência não foi encontrada ou está inativa.`,
        );
      }
      if (other.id === account.id) {
        throw badRequest(`${at}: a transferência precisa ser para outra conta, não a do extrato.`);
      }
      if (line.date > today()) {
        throw badRequest(`${at}: a data ${line.date} é posterior a hoje.`);
      }
      const found = transfers.get(index);
      const same = found && found.kind !== 'own' && found.otherAccount?.id === other.id;
      plan.transfers.push({
        key,
        description: line.description,
        date: line.date,
        amountCents: line.amountCents,
        otherAccountId: other.id,
        transferId: same && found.transferId ? found.transferId : randomUUID(),
        create: !(same && found.kind === 'recorded'),
        pairKey: same && found.kind === 'pair' ? found.otherKey : null,
      });
      continue;
    }
    if (decision.action === 'ignore') {
      plan.ignored.push({ key, description: line.description });
      continue;
    }
    if (decision.action === 'reconcile') {
      const payment = received.get(index);
      if (payment?.paymentId !== decision.payment_id) {
        throw badRequest(
          `${at}: a linha não é o pagamento já registrado escolhido (nem um id Pix dela o nomeia, nem o valor e o dia combinam).`,
        );
      }
      plan.reconciled.push({
        key,
        movementId: payment.movementId,
        paymentId: payment.paymentId,
        description: line.description,
      });
      continue;
    }
    if (line.date > today()) {
      throw badRequest(`${at}: a data ${line.date} é posterior a hoje.`);
    }
    const amountCents = Math.abs(line.amountCents);
    if (decision.action === 'pay') {
      const movement = movements.get(decision.movement_id);
      if (!movement) throw badRequest(`${at}: a movimentação escolhida não foi encontrada.`);
      if (movement.type !== typeOf(line)) {
        throw badRequest(
          `${at}: um ${line.amountCents > 0 ? 'crédito' : 'débito'} não pode pagar uma ${movement.type}.`,
        );
      }
      const total = (paying.get(movement.id) ?? 0) + amountCents;
      const openCents = movement.amountCents - movement.paidCents;
      if (total > openCents) {
        throw badRequest(
          `${at}: o valor (${formatBRL(amountCents)}) passa do valor em aberto de '${movement.description}' (${formatBRL(openCents)}).`,
        );
      }
      paying.set(movement.id, total);
      plan.payments.push({
        key,
        paymentId: randomUUID(),
        movementId: movement.id,
        type: movement.type,
        paidOn: line.date,
        amountCents,
        description: line.description,
      });
    } else {
      const category = categories.get(decision.category_id);
      if (!category) {
        throw badRequest(`${at}: escolha uma categoria ativa e sem subcategorias.`);
      }
      if (category.type !== typeOf(line)) {
        throw badRequest(
          `${at}: a categoria é de ${category.type}, mas a linha é um ${line.amountCents > 0 ? 'crédito' : 'débito'}.`,
        );
      }
      if (decision.contact_id && decision.create_contact) {
        throw badRequest(
          `${at}: escolha um fornecedor ou cliente existente ou cadastre um novo, não os dois.`,
        );
      }
      if (decision.contact_id && !knownContacts.has(decision.contact_id)) {
        throw badRequest(`${at}: o fornecedor ou cliente escolhido não foi encontrado.`);
      }
      if (decision.cost_center_id && !knownCostCenters.has(decision.cost_center_id)) {
        throw badRequest(`${at}: o centro de custo escolhido não foi encontrado ou está inativo.`);
      }
      const found = decision.create_contact ? documentInText(line.description) : null;
      if (decision.create_contact && !found) {
        throw badRequest(`${at}: a descrição não tem um CPF ou CNPJ válido para cadastrar.`);
      }
      if (found) {
        const contact = newContacts.get(found.document) ?? {
          document: found.document,
          name: contactNameFrom(line.description, found),
          supplier: false,
          client: false,
        };
        if (category.type === 'despesa') contact.supplier = true;
        else contact.client = true;
        newContacts.set(found.document, contact);
      }
      plan.creations.push({
        key,
        paymentId: randomUUID(),
        movementId: randomUUID(),
        type: category.type,
        date: line.date,
        amountCents,
        // A rule may name the movement better than the bank did.
        description: decision.description ?? line.description,
        lineText: line.description,
        categoryId: category.id,
        costCenterId: decision.cost_center_id ?? null,
        contactId: decision.contact_id ?? null,
        newContactDocument: found?.document ?? null,
        // The service applies the approval rule, which needs the author's role.
        approval: null,
      });
    }
  }
  plan.contacts = [...newContacts.values()];
  return { plan, movements };
}
