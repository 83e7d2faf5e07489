import { FISCAL_RETENTION_LABELS } from 'shared/contracts';
import type { FiscalPreviewDocument, FiscalSummary } from 'shared/contracts';
import { maskCpfCnpj } from 'shared/contracts';
import { addDays } from 'shared/format';
import { retentionDueDate } from '../parsers/retention-due-dates';
import type {
  FiscalParty,
  ParsedNfe,
  ParsedNfeCancellation,
  ParsedNfse,
  ReadFile,
} from '../parsers/types';
import { suggestFiscalCategory } from './fiscal-categories';
import type { CategoryOption, SuggestedCategory } from './fiscal-categories';
import type { LineSuggestion } from 'shared/contracts';
import type { SuggestionSubject } from '../../suggestions/public';
import { summaryOf } from './fiscal-summary';

// From the files read to what the preview shows and what the confirm writes, in one pure pass:
// the preview and the confirm run the same plan, so what was shown is what gets written.

export interface KnownContact {
  id: string;
  name: string;
  paymentTermDays: number;
}

export interface FiscalContext {
  /** The company's CNPJ (digits), null when not registered yet. */
  companyDocument: string | null;
  /** The company's contacts whose document appears in the upload, by document. */
  contacts: Map<string, KnownContact>;
  /** Chaves of the upload imported before → a movement each created (null if all deleted). */
  importedKeys: Map<string, string | null>;
  /** Active leaf categories, by code. */
  categories: CategoryOption[];
  /** The suggestion service's answer for a note (rules, then the counterpart's history). */
  suggest: (subject: SuggestionSubject) => LineSuggestion | null;
  retentionPayables: boolean;
  issDueDay: number;
}

export interface PlannedMovement {
  type: 'receita' | 'despesa';
  description: string;
  amountCents: number;
  dueDate: string;
  competenceDate: string;
  categoryId: string;
  /** The counterpart; null for a tax paid to the authority. */
  counterpart: boolean;
  documentNumber: string;
  instalment: { number: number; count: number } | null;
}

export interface PlannedDocument {
  kind: 'nfe' | 'nfse';
  direction: 'in' | 'out';
  key: string;
  number: string;
  series: string | null;
  issuedOn: string;
  party: FiscalParty;
  /** The known contact, or null: registered by the confirm. */
  contactId: string | null;
  totalCents: number;
  summary: FiscalSummary;
  file: { name: string; sha256: string; bytes: Buffer };
  movements: PlannedMovement[];
}

export interface FiscalPlan {
  documents: FiscalPreviewDocument[];
  /** The ready ones, in upload order. */
  writes: PlannedDocument[];
  /** Counterparts to register, by document (one per document even if many notes share it). */
  newContacts: Map<string, { party: FiscalParty; isSupplier: boolean; isClient: boolean }>;
}

const KIND_LABEL = { nfe: 'NF-e', nfse: 'NFS-e' } as const;

function emptyPreview(fileName: string): FiscalPreviewDocument {
  return {
    file_name: fileName,
    status: 'ready',
    message: null,
    kind: null,
    direction: null,
    key: null,
    number: null,
    series: null,
    issued_on: null,
    counterpart: null,
    total_cents: null,
    net_cents: null,
    category: null,
    parcels: [],
    retentions: [],
    existing_movement_id: null,
    awaits_approval: false,
  };
}

interface NoteView {
  kind: 'nfe' | 'nfse';
  key: string;
  number: string;
  series: string | null;
  issuedOn: string;
  competence: string;
  issuer: FiscalParty;
  recipient: FiscalParty | null;
  totalCents: number;
  /** What the parcelas add up to: the NF-e's vNF, the NFS-e's net value. */
  payableCents: number;
  installments: { number: string; dueDate: string; amountCents: number }[];
  retentions: ParsedNfse['retentions'];
  need: 'goods' | 'services';
}

function viewOf(document: ParsedNfe | ParsedNfse): NoteView {
  if (document.kind === 'nfe') {
    return {
      kind: 'nfe',
      key: document.key,
      number: document.number,
      series: document.series,
      issuedOn: document.issuedOn,
      competence: document.issuedOn,
      issuer: document.issuer,
      recipient: document.recipient,
      totalCents: document.totalCents,
      payableCents: document.totalCents,
      installments: document.installments,
      retentions: [],
      need: 'goods',
    };
  }
  return {
    kind: 'nfse',
    key: document.key,
    number: document.number,
    series: document.dpsSeries,
    issuedOn: document.issuedOn,
    competence: document.competence,
    issuer: document.provider,
    recipient: document.taker,
    totalCents: document.grossCents,
    payableCents: document.netCents,
    installments: [],
    retentions: document.retentions,
    need: 'services',
  };
}

function shortName(party: FiscalParty): string {
  return party.tradeName?.trim() || party.name;
}

/** Every problem and every parcela of an upload, against the company as it is now. */
export function planFiscalImport(files: ReadFile[], context: FiscalContext): FiscalPlan {
  const cancelled = new Map<string, ParsedNfeCancellation>();
  for (const file of files) {
    if (file.ok && file.document.kind === 'nfe-cancellation') {
      cancelled.set(file.document.key, file.document);
    }
  }
  const notesInUpload = new Set(
    files.flatMap((file) =>
      file.ok && file.document.kind !== 'nfe-cancellation' ? [file.document.key] : [],
    ),
  );
  const seen = new Set<string>();
  const plan: FiscalPlan = { documents: [], writes: [], newContacts: new Map() };

  for (const file of files) {
    const preview = emptyPreview(file.fileName);
    plan.documents.push(preview);
    if (!file.ok) {
      preview.status = 'invalid';
      preview.message = file.message;
      continue;
    }
    const { document } = file;
    if (document.kind === 'nfe-cancellation') {
      preview.status = 'cancellation';
      preview.kind = 'nfe';
      preview.key = document.key;
      const imported = context.importedKeys.get(document.key);
      preview.existing_movement_id = imported ?? null;
      preview.message = notesInUpload.has(document.key)
        ? 'Evento de cancelamento: a nota desta chave, enviada junto, não será importada.'
        : context.importedKeys.has(document.key)
          ? 'Evento de cancelamento de uma nota já importada: exclua as parcelas que ela criou.'
          : 'Evento de cancelamento de uma nota que não está no envio nem foi importada: nada a fazer.';
      continue;
    }
    const note = viewOf(document);
    Object.assign(preview, {
      kind: note.kind,
      key: note.key,
      number: note.number,
      series: note.series,
      issued_on: note.issuedOn,
      total_cents: note.totalCents,
      net_cents: note.kind === 'nfse' ? note.payableCents : null,
    });
    const company = context.companyDocument;
    const direction: 'in' | 'out' | null =
      company === null
        ? null
        : note.recipient?.document === company
          ? 'in'
          : note.issuer.document === company
            ? 'out'
            : null;
    const party = direction === 'out' ? note.recipient : note.issuer;
    if (party) {
      preview.counterpart = {
        document: party.document,
        name: party.name,
        contact_id: context.contacts.get(party.document)?.id ?? null,
      };
    }
    if (direction === null) {
      preview.status = 'not_addressed';
      preview.message =
        company === null
          ? 'Cadastre o CNPJ da empresa (Empresa › Dados da empresa) para importar notas fiscais.'
          : `A nota não é desta empresa: nem o ${note.kind === 'nfe' ? 'destinatário' : 'tomador'} (${note.recipient ? maskCpfCnpj(note.recipient.document) : 'não informado'}) nem o emitente (${maskCpfCnpj(note.issuer.document)}) é o CNPJ ${maskCpfCnpj(company)}.`;
      continue;
    }
    preview.direction = direction;
    // Contacts are Brazilian CPFs and CNPJs: a foreign party (idEstrangeiro) has none to file under.
    if (!party || !/^(\d{11}|\d{14})$/.test(party.document)) {
      preview.status = 'invalid';
      preview.message = `${direction === 'in' ? 'O fornecedor' : 'O cliente'} da nota não tem CPF ou CNPJ (${party?.foreignId ? `estrangeiro, ${party.foreignId}` : 'não informado'}): lance esta conta manualmente.`;
      continue;
    }
    if (cancelled.has(note.key)) {
      preview.status = 'cancelled';
      preview.message = 'Nota cancelada: o evento de cancelamento veio no mesmo envio.';
      continue;
    }
    if (context.importedKeys.has(note.key)) {
      preview.status = 'duplicate';
      preview.existing_movement_id = context.importedKeys.get(note.key) ?? null;
      preview.message = 'Esta nota já foi importada.';
      continue;
    }
    if (seen.has(note.key)) {
      preview.status = 'duplicate';
      preview.message = 'A mesma nota aparece mais de uma vez no envio; só a primeira é importada.';
      continue;
    }
    if (note.installments.length === 0 && note.payableCents <= 0) {
      preview.status = 'invalid';
      preview.message = 'A nota não tem valor a pagar ou receber.';
      continue;
    }
    seen.add(note.key);
    const counterpart = party;
    const known = context.contacts.get(counterpart.document);
    const type = direction === 'in' ? 'despesa' : 'receita';
    const category = suggestFiscalCategory(
      type,
      note.need,
      context.suggest({
        description: counterpart.name,
        type,
        amountCents: note.payableCents,
        bankAccountId: null,
        document: counterpart.document,
      }),
      context.categories,
    );
    if (!category) {
      preview.status = 'invalid';
      preview.message = `Cadastre uma categoria de ${type} para importar esta nota.`;
      continue;
    }
    preview.category = category;
    const term = known?.paymentTermDays ?? 30;
    const parcels =
      note.installments.length > 0
        ? note.installments
        : [{ number: '1', dueDate: addDays(note.issuedOn, term), amountCents: note.payableCents }];
    preview.parcels = parcels.map((parcel) => ({
      number: parcel.number,
      due_date: parcel.dueDate,
      amount_cents: parcel.amountCents,
    }));
    const lastDue = parcels[parcels.length - 1]!.dueDate;
    // Taxes withheld are paid by whoever withheld them: only on a note this company took.
    const taxes = direction === 'in' ? note.retentions : [];
    preview.retentions = taxes.map((retention) => ({
      kind: retention.kind,
      amount_cents: retention.amountCents,
      due_date: retentionDueDate(retention.kind, lastDue, { issDay: context.issDueDay }),
      payable: context.retentionPayables,
    }));
    if (!known && !plan.newContacts.has(counterpart.document)) {
      plan.newContacts.set(counterpart.document, {
        party: counterpart,
        isSupplier: direction === 'in',
        isClient: direction === 'out',
      });
    }
    plan.writes.push(
      writeOf(note, direction, counterpart, known?.id ?? null, file, {
        category,
        parcels,
        taxes: context.retentionPayables ? preview.retentions : [],
        taxCategory: context.retentionPayables
          ? suggestFiscalCategory('despesa', 'taxes', null, context.categories)
          : null,
        summary: summaryOf(document),
      }),
    );
  }
  return plan;
}

function writeOf(
  note: NoteView,
  direction: 'in' | 'out',
  party: FiscalParty,
  contactId: string | null,
  file: Extract<ReadFile, { ok: true }>,
  extra: {
    category: SuggestedCategory;
    parcels: { number: string; dueDate: string; amountCents: number }[];
    taxes: FiscalPreviewDocument['retentions'];
    taxCategory: SuggestedCategory | null;
    summary: FiscalSummary;
  },
): PlannedDocument {
  const label = `${KIND_LABEL[note.kind]} ${note.number}`;
  const documentNumber = note.series ? `${note.number}/${note.series}` : note.number;
  const count = extra.parcels.length;
  const movements: PlannedMovement[] = extra.parcels.map((parcel, index) => ({
    type: direction === 'in' ? 'despesa' : 'receita',
    description: `${label} — ${shortName(party)}`,
    amountCents: parcel.amountCents,
    dueDate: parcel.dueDate,
    competenceDate: note.competence,
    categoryId: extra.category.id,
    counterpart: true,
    documentNumber,
    instalment: count > 1 ? { number: index + 1, count } : null,
  }));
  for (const tax of extra.taxes) {
    if (!extra.taxCategory) break;
    movements.push({
      type: 'despesa',
      description: `${FISCAL_RETENTION_LABELS[tax.kind]} — ${label} de ${shortName(party)}`,
      amountCents: tax.amount_cents,
      dueDate: tax.due_date,
      competenceDate: note.competence,
      categoryId: extra.taxCategory.id,
      counterpart: false,
      documentNumber,
      instalment: null,
    });
  }
  return {
    kind: note.kind,
    direction,
    key: note.key,
    number: note.number,
    series: note.series,
    issuedOn: note.issuedOn,
    party,
    contactId,
    totalCents: note.totalCents,
    summary: extra.summary,
    file: { name: file.fileName, sha256: file.sha256, bytes: file.bytes },
    movements,
  };
}
