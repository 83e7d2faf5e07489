import type { PreviewLine } from 'shared/contracts';
import { countChoices, initialChoices, toDecisions, transferChoice } from '../decisions';

const line = (overrides: Partial<PreviewLine>): PreviewLine => ({
  line: 1,
  date: '2026-01-05',
  description: 'PAG BOLETO',
  amount_cents: -1000,
  dedupe_key: 'k',
  state: 'new',
  proposed_movement_id: null,
  tie: false,
  candidates: [],
  received: null,
  suggested_category_id: null,
  document: null,
  suggested_contact: null,
  new_contact_name: null,
  transfer: null,
  suggestion: null,
  ready: false,
  ...overrides,
});

const MOVEMENT = '11111111-1111-4111-8111-111111111111';
const CATEGORY = '22222222-2222-4222-8222-222222222222';

describe('statement import choices', () => {
  it('should pay the proposal, create on the suggestion, ignore ties, and skip duplicates', () => {
    const choices = initialChoices([
      line({ line: 1, state: 'matched', proposed_movement_id: MOVEMENT }),
      line({ line: 2, state: 'new', suggested_category_id: CATEGORY }),
      line({ line: 3, state: 'matched', tie: true }),
      line({ line: 4, state: 'duplicate' }),
      line({ line: 5, state: 'new' }),
    ]);
    expect([...choices.entries()]).toEqual([
      [1, { action: 'pay', movementId: MOVEMENT }],
      [
        2,
        {
          action: 'create',
          categoryId: CATEGORY,
          contactId: null,
          createContact: false,
          costCenterId: null,
          description: null,
        },
      ],
      [3, { action: 'ignore' }],
      [5, { action: 'ignore' }],
    ]);
    expect(countChoices(choices)).toEqual({
      pay: 1,
      create: 1,
      ignore: 2,
      reconcile: 0,
      transfer: 0,
    });
  });

  it('should reconcile a line already received with its payment, and send it so', () => {
    const PAYMENT = '44444444-4444-4444-8444-444444444444';
    const received = {
      payment_id: PAYMENT,
      movement_id: MOVEMENT,
      description: 'Festa',
      contact_name: 'Maria',
      paid_on: '2026-01-10',
      score: 100,
      reason: 'Pix E… já recebido pela cobrança de Maria, baixado em 10/01',
    };
    const choices = initialChoices([
      line({ line: 9, amount_cents: 1000, state: 'received', received }),
    ]);
    expect(choices.get(9)).toEqual({ action: 'reconcile', paymentId: PAYMENT });
    expect(countChoices(choices)).toEqual({
      pay: 0,
      create: 0,
      ignore: 0,
      reconcile: 1,
      transfer: 0,
    });
    expect(toDecisions(choices)).toEqual({
      decisions: [{ line: 9, action: 'reconcile', payment_id: PAYMENT }],
    });
  });

  it('should refuse to build decisions while a created line has no category', () => {
    const choices = initialChoices([line({ line: 7 })]);
    const create = {
      action: 'create',
      contactId: null,
      createContact: false,
      costCenterId: null,
      description: null,
    } as const;
    choices.set(7, { ...create, categoryId: null });
    expect(toDecisions(choices)).toEqual({ missingCategory: [7], missingAccount: [] });
    choices.set(7, { ...create, categoryId: CATEGORY });
    expect(toDecisions(choices)).toEqual({
      decisions: [{ line: 7, action: 'create', category_id: CATEGORY }],
    });
  });

  it('should link the contact its document names, or register one, on created lines', () => {
    const CONTACT = '33333333-3333-4333-8333-333333333333';
    const choices = initialChoices([
      line({
        line: 8,
        suggested_category_id: CATEGORY,
        document: '11222333000181',
        suggested_contact: { id: CONTACT, name: 'Padaria Boa' },
      }),
      line({
        line: 9,
        suggested_category_id: CATEGORY,
        document: '52998224725',
        new_contact_name: 'FULANO DE TAL',
      }),
    ]);
    expect(toDecisions(choices)).toEqual({
      decisions: [
        { line: 8, action: 'create', category_id: CATEGORY, contact_id: CONTACT },
        { line: 9, action: 'create', category_id: CATEGORY, create_contact: true },
      ],
    });
    choices.set(9, {
      action: 'create',
      categoryId: CATEGORY,
      contactId: null,
      createContact: false,
      costCenterId: null,
      description: null,
    });
    expect(toDecisions(choices)).toEqual({
      decisions: [
        { line: 8, action: 'create', category_id: CATEGORY, contact_id: CONTACT },
        { line: 9, action: 'create', category_id: CATEGORY },
      ],
    });
  });

  it('should start from the suggestion: create with what it gives, ignore when a rule says so', () => {
    const CONTACT = '33333333-3333-4333-8333-333333333333';
    const CENTRE = '55555555-5555-4555-8555-555555555555';
    const RULE = '66666666-6666-4666-8666-666666666666';
    const suggestion = {
      source: 'rule' as const,
      rule: { id: RULE, name: 'Energia' },
      ignore: false,
      category_id: CATEGORY,
      contact: { id: CONTACT, name: 'CEMIG' },
      cost_center_id: CENTRE,
      description: 'Conta de luz',
      confidence: 100,
      reason: "Regra 'Energia'",
    };
    const choices = initialChoices([
      line({ line: 1, suggestion }),
      line({
        line: 2,
        suggestion: {
          ...suggestion,
          ignore: true,
          category_id: null,
          contact: null,
          cost_center_id: null,
          description: null,
        },
      }),
      // History that disagreed: the reason is shown, nothing is guessed.
      line({
        line: 3,
        suggestion: {
          ...suggestion,
          source: 'history',
          rule: null,
          category_id: null,
          contact: null,
          cost_center_id: null,
          description: null,
          confidence: 40,
          reason: "'PADARIA' foi em 3 categorias diferentes",
        },
      }),
    ]);
    expect(choices.get(2)).toEqual({ action: 'ignore' });
    expect(choices.get(3)).toEqual({ action: 'ignore' });
    expect(toDecisions(choices)).toEqual({
      decisions: [
        {
          line: 1,
          action: 'create',
          category_id: CATEGORY,
          contact_id: CONTACT,
          cost_center_id: CENTRE,
          description: 'Conta de luz',
        },
        { line: 2, action: 'ignore' },
        { line: 3, action: 'ignore' },
      ],
    });
  });

  it('should treat a transfer between the company’s accounts as one, and send it only with the other account', () => {
    const OTHER = '77777777-7777-4777-8777-777777777777';
    const SECOND = '88888888-8888-4888-8888-888888888888';
    const recorded = {
      kind: 'recorded' as const,
      transfer_id: null,
      other_account: { id: OTHER, name: 'Nubank' },
      reason: 'Transferência já registrada',
    };
    const own = {
      ...recorded,
      kind: 'own' as const,
      other_account: null,
      reason: 'CNPJ da empresa',
    };
    const choices = initialChoices([
      line({ line: 1, state: 'transfer', transfer: recorded }),
      // The own CNPJ wins over a category the history would give it.
      line({ line: 2, suggested_category_id: CATEGORY, transfer: own }),
    ]);
    expect(choices.get(1)).toEqual({ action: 'transfer', otherAccountId: OTHER });
    expect(choices.get(2)).toEqual({ action: 'transfer', otherAccountId: null });
    expect(countChoices(choices)).toEqual({
      pay: 0,
      create: 0,
      ignore: 0,
      reconcile: 0,
      transfer: 2,
    });
    expect(toDecisions(choices)).toEqual({ missingCategory: [], missingAccount: [2] });
    choices.set(2, { action: 'transfer', otherAccountId: SECOND });
    expect(toDecisions(choices)).toEqual({
      decisions: [
        { line: 1, action: 'transfer', other_account_id: OTHER },
        { line: 2, action: 'transfer', other_account_id: SECOND },
      ],
    });
  });

  it('should pick the other account for a line made a transfer by hand only when there is one', () => {
    const OTHER = { id: '77777777-7777-4777-8777-777777777777' };
    const SECOND = { id: '88888888-8888-4888-8888-888888888888' };
    expect(transferChoice(line({}), [OTHER])).toEqual({
      action: 'transfer',
      otherAccountId: OTHER.id,
    });
    expect(transferChoice(line({}), [OTHER, SECOND])).toEqual({
      action: 'transfer',
      otherAccountId: null,
    });
  });
});
