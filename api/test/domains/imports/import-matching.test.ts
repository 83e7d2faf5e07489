import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  MAX_CANDIDATES,
  chargeTxidsIn,
  findCandidates,
  matchLines,
  matchWindow,
} from '../../../src/domains/imports/parsers/matching';
import type { CandidateRow, OpenRow } from '../../../src/domains/imports/parsers/matching';
import { pixIdsIn, reconcilePix } from '../../../src/domains/imports/parsers/pix-reconciliation';
import type { PixHit } from '../../../src/domains/imports/parsers/pix-reconciliation';
import { recogniseAccount } from '../../../src/domains/imports/services/statement-reading';

const row = (
  index: number,
  movementId: string,
  dueDate: string,
  description = 'Conta',
): CandidateRow => ({
  index,
  movementId,
  description,
  dueDate,
  amountCents: 10_000,
  paidCents: 0,
});

describe('matching: a Pix charge named by its txid', () => {
  const TXID = 'FX0A1B2C3D4E5F6G7H8I9J0K1';

  test('should find txids in a line, whatever the case, and nothing that only looks like one', () => {
    assert.deepEqual(chargeTxidsIn(`PIX RECEBIDO ${TXID.toLowerCase()} MARIA`), [TXID]);
    assert.deepEqual(chargeTxidsIn(`PIX ${TXID}/${TXID}`), [TXID]);
    assert.deepEqual(chargeTxidsIn(`PIX X${TXID}`), [], 'part of a longer code');
    assert.deepEqual(chargeTxidsIn('FX0A1B2C3D4E5F6G7H8I9J0K'), [], 'one digit short');
  });

  test('should propose the movement its txid names over a perfect match by amount and date', () => {
    const line = { index: 0, date: '2026-01-10', description: `PIX RECEBIDO ${TXID} ENERGIA` };
    const match = matchLines(
      [line],
      [
        row(0, 'same-day', '2026-01-10', 'Energia'),
        { ...row(0, 'charged', '2026-03-01', 'Bolo de casamento'), txid: TXID },
      ],
    ).get(0)!;
    assert.equal(match.proposedMovementId, 'charged');
    assert.equal(match.tie, false);
    assert.equal(match.candidates[0]!.score, 100);
    assert.equal(
      match.candidates[0]!.reason,
      `txid ${TXID} da cobrança Pix no extrato, vencimento 50 dias depois`,
    );
    assert.equal(match.candidates[1]!.score, 100, 'the other is as good as a guess can be');
  });

  test('should keep one candidate for a movement found both ways: the certain one', () => {
    const match = matchLines(
      [{ index: 0, date: '2026-01-10', description: `PIX ${TXID}` }],
      [row(0, 'charged', '2026-01-10'), { ...row(0, 'charged', '2026-01-10'), txid: TXID }],
    ).get(0)!;
    assert.equal(match.candidates.length, 1);
    assert.equal(match.candidates[0]!.certain, true);
  });
});

describe('matching: Pix ids of PSP charges and received Pix', () => {
  const E2E = 'E12345678202601101430aBcDeFgHiJk';
  const hit = (overrides: Partial<PixHit>): PixHit => ({
    named: E2E.toUpperCase(),
    via: 'endToEndId',
    txid: 'pspTxid0000000000000000000001',
    movementId: 'paid',
    type: 'receita',
    description: 'Festa',
    dueDate: '2026-01-10',
    amountCents: 10_000,
    paidCents: 10_000,
    contactName: 'Maria',
    endToEndId: E2E,
    receivedCents: 10_000,
    refundedCents: 0,
    receivedOn: '2026-01-10',
    paymentId: 'payment',
    paidOn: '2026-01-10',
    ...overrides,
  });

  test('should take every 26–35 run of letters and digits (upper-cased) and Fluxo txids', () => {
    assert.deepEqual(pixIdsIn(`PIX ${E2E} FX0A1B2C3D4E5F6G7H8I9J0K1 X`), [
      'FX0A1B2C3D4E5F6G7H8I9J0K1',
      E2E.toUpperCase(),
    ]);
    assert.deepEqual(
      pixIdsIn(`PIX ${'A'.repeat(25)} ${'B'.repeat(36)}`),
      [],
      'too short, too long',
    );
    assert.deepEqual(pixIdsIn(`REF:${'7'.repeat(26)}/${'c'.repeat(35)}`), [
      '7'.repeat(26),
      'C'.repeat(35),
    ]);
  });

  test('should recognise a credit equal to a Pix already recorded as that payment, once', () => {
    const lines = [
      { index: 0, amountCents: 10_000, description: `PIX ${E2E.toUpperCase()}` },
      { index: 1, amountCents: 10_000, description: `PIX ${E2E}` },
    ];
    const { received, candidates } = reconcilePix(lines, [hit({})]);
    assert.equal(received.get(0)?.paymentId, 'payment');
    assert.equal(
      received.get(0)?.reason,
      `Pix ${E2E} já recebido pela cobrança de Maria, baixado em 10/01`,
    );
    assert.equal(received.has(1), false, 'one payment, one line');
    assert.deepEqual(candidates, [], 'the movement is paid: nothing open to propose');
  });

  test('should name the receipt only for the amount it brought in, in its direction', () => {
    const line = { index: 0, amountCents: 9_999, description: `PIX ${E2E}` };
    assert.equal(reconcilePix([line], [hit({})]).received.size, 0);
    const debit = { ...line, amountCents: -10_000 };
    assert.equal(reconcilePix([debit], [hit({})]).received.size, 0);
  });

  test('should say so when a txid names a charge its Pix already paid', () => {
    const { received } = reconcilePix(
      [{ index: 0, amountCents: 10_000, description: 'PIX PSPTXID0000000000000000000001' }],
      [hit({ via: 'txid', named: 'PSPTXID0000000000000000000001' })],
    );
    assert.equal(
      received.get(0)?.reason,
      `txid pspTxid0000000000000000000001 da cobrança Pix no extrato: Pix ${E2E} já recebido pela cobrança de Maria, baixado em 10/01`,
    );
  });

  test('should make an open movement named by a received Pix a certain candidate', () => {
    // The webhook's payment was removed by hand: the line is that Pix, and pays the movement.
    const gone = hit({ paidCents: 0, paymentId: null, paidOn: null, movementId: 'reopened' });
    const line = { index: 0, amountCents: 10_000, description: `PIX ${E2E}` };
    const { candidates } = reconcilePix([line], [gone]);
    const match = matchLines(
      [{ index: 0, date: '2026-01-12', description: `PIX ${E2E}` }],
      [...candidates, row(0, 'same-day', '2026-01-12')],
    ).get(0)!;
    assert.equal(match.proposedMovementId, 'reopened');
    assert.equal(
      match.candidates[0]!.reason,
      `endToEndId ${E2E} do Pix recebido em 10/01, vencimento 2 dias antes`,
    );
  });

  test('should not take an endToEndId as naming the movement for another amount or a devolução', () => {
    const gone = { paidCents: 0, paymentId: null, paidOn: null };
    const line = { index: 0, amountCents: 10_000, description: `PIX ${E2E}` };
    const other = { ...line, amountCents: 5_000 };
    assert.deepEqual(reconcilePix([other], [hit(gone)]).candidates, [], 'another amount');
    const refunded = hit({ ...gone, refundedCents: 10_000 });
    assert.deepEqual(reconcilePix([line], [refunded]).candidates, [], 'given back');
    const paidPartly = hit({ paidCents: 4_000, receivedCents: 4_000 });
    assert.deepEqual(reconcilePix([other], [paidPartly]).candidates, [], 'still recorded');
  });
});

describe('matching', () => {
  test('should prefer the closer due date and the shared word, and say so', () => {
    const result = matchLines(
      [{ index: 0, date: '2026-01-10', description: 'PAG BOLETO ENERGIA CEMIG' }],
      [row(0, 'far', '2026-01-02', 'Aluguel'), row(0, 'near', '2026-01-09', 'Energia Cemig')],
    );
    const match = result.get(0)!;
    assert.equal(match.proposedMovementId, 'near');
    assert.equal(match.tie, false);
    assert.equal(
      match.candidates[0]!.reason,
      "mesmo valor, vencimento 1 dia antes, 'ENERGIA', 'CEMIG' na descrição",
    );
    assert.equal(match.candidates[1]!.reason, 'mesmo valor, vencimento 8 dias antes');
  });

  test('should show a tie instead of picking one', () => {
    const match = matchLines(
      [{ index: 0, date: '2026-01-10', description: 'TARIFA' }],
      [row(0, 'a', '2026-01-12'), row(0, 'b', '2026-01-08')],
    ).get(0)!;
    assert.equal(match.tie, true);
    assert.equal(match.proposedMovementId, null);
    assert.equal(match.candidates.length, 2);
  });

  test('should propose one movement to one line only: two equal lines, one bill', () => {
    const result = matchLines(
      [
        { index: 0, date: '2026-01-10', description: 'ALUGUEL' },
        { index: 1, date: '2026-01-15', description: 'ALUGUEL' },
      ],
      [row(0, 'rent', '2026-01-10', 'Aluguel'), row(1, 'rent', '2026-01-10', 'Aluguel')],
    );
    assert.equal(result.get(0)!.proposedMovementId, 'rent');
    assert.equal(result.get(1)!.proposedMovementId, null);
    assert.equal(result.get(1)!.candidates.length, 1, 'still shown, one click away');
  });

  test('should score the open rest of a partly paid movement below a whole amount', () => {
    const partly = { ...row(0, 'partly', '2026-01-10'), amountCents: 30_000, paidCents: 20_000 };
    const match = matchLines(
      [{ index: 0, date: '2026-01-10', description: 'X' }],
      [partly, row(0, 'whole', '2026-01-10')],
    ).get(0)!;
    assert.equal(match.proposedMovementId, 'whole');
    assert.match(match.candidates[1]!.reason, /^valor igual ao valor em aberto/);
  });
});

describe('candidates in memory', () => {
  const open = (
    id: string,
    dueDate: string,
    amountCents: number,
    paidCents = 0,
    type: OpenRow['type'] = 'despesa',
  ): OpenRow => ({ id, type, description: id, dueDate, amountCents, paidCents });

  test('should keep the direction, the open amount and the window, closest due date first', () => {
    const rows = findCandidates(
      [{ index: 0, date: '2026-03-10', amountCents: -5_000 }],
      [
        open('b-same-day', '2026-03-10', 5_000),
        open('a-two-days', '2026-03-12', 5_000),
        open('partly', '2026-03-08', 8_000, 3_000),
        open('edge', '2026-03-30', 5_000),
        open('outside', '2026-03-31', 5_000),
        open('income', '2026-03-10', 5_000, 0, 'receita'),
        open('other-amount', '2026-03-10', 5_001),
      ],
    );
    assert.deepEqual(
      rows.map((row) => row.movementId),
      ['b-same-day', 'a-two-days', 'partly', 'edge'],
    );
    assert.equal(rows[2]!.paidCents, 3_000);
  });

  test('should break equal distances by id and keep at most the maximum per line', () => {
    const many = Array.from({ length: MAX_CANDIDATES + 3 }, (_, i) =>
      open(`m${String(20 - i).padStart(2, '0')}`, '2026-03-10', 700, 0, 'receita'),
    );
    const rows = findCandidates([{ index: 4, date: '2026-03-10', amountCents: 700 }], many);
    assert.equal(rows.length, MAX_CANDIDATES);
    const ids = rows.map((row) => row.movementId);
    assert.deepEqual(ids, [...ids].sort());
    assert.ok(rows.every((row) => row.index === 4));
  });

  test("should read due dates from the statement's first day to its last, widened by the window", () => {
    assert.deepEqual(matchWindow(['2026-03-10', '2026-01-05', '2026-02-01']), {
      from: '2025-12-16',
      to: '2026-03-30',
    });
    assert.equal(matchWindow([]), null);
  });
});

describe('account recognition', () => {
  const accounts = [
    { id: 'itau', name: 'Itaú', bankCode: '341', accountNumber: '12345', accountDigit: '6' },
    { id: 'bb', name: 'BB', bankCode: '001', accountNumber: '12345', accountDigit: '6' },
    { id: 'caixa', name: 'Caixa', bankCode: '104', accountNumber: '00012345', accountDigit: '0' },
  ];
  test('should find the account by bank (leading zeros aside) and number (with or without digit, agency prefix)', () => {
    assert.equal(recogniseAccount(accounts, '0341', '12345-6')?.id, 'itau');
    assert.equal(recogniseAccount(accounts, '1', '0001/123456')?.id, 'bb');
    assert.equal(recogniseAccount(accounts, '104', '0001001000123450')?.id, 'caixa');
    assert.equal(recogniseAccount(accounts, '341', '12345')?.id, 'itau');
  });
  test('should recognise nothing rather than guess', () => {
    assert.equal(recogniseAccount(accounts, '237', '12345-6'), null);
    assert.equal(recogniseAccount(accounts, null, '12345-6'), null);
    assert.equal(
      recogniseAccount(
        [...accounts, { ...accounts[0]!, id: 'itau2', name: 'Itaú 2' }],
        '341',
        '12345-6',
      ),
      null,
    );
  });
});
