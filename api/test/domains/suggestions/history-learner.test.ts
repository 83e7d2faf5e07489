import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { learnFromHistory } from '../../../src/domains/suggestions/learner/history-learner';
import type { HistoryUse } from '../../../src/domains/suggestions/learner/history-learner';

const categories = [
  { id: 'energy', code: '2.03.03', name: 'Energia elétrica' },
  { id: 'phone', code: '2.03.04', name: 'Telefone' },
  { id: 'fees', code: '2.06.01', name: 'Tarifas bancárias' },
  { id: 'consulting', code: '2.04.02', name: 'Consultoria' },
  { id: 'services', code: '2.04.01', name: 'Serviços de terceiros' },
];

const month = (offset: number) => {
  const date = new Date(Date.UTC(2026, 9 - offset, 10));
  return date.toISOString().slice(0, 10);
};

const uses = (
  description: string,
  categoryId: string,
  months: number[],
  extra: Partial<HistoryUse> = {},
): HistoryUse[] =>
  months.map((offset) => ({
    description,
    type: 'despesa',
    date: month(offset),
    categoryId,
    contactId: null,
    contactDocument: null,
    costCenterId: null,
    ...extra,
  }));

const range = (count: number) => Array.from({ length: count }, (_, at) => at);

describe('learning from history', () => {
  const history = [
    ...uses('ENERGIA ELÉTRICA', 'energy', range(12), { contactId: 'cemig', costCenterId: 'adm' }),
    ...uses('Brasil Telecom', 'phone', range(5)),
    ...uses('Banco do Brasil tarifa pacote', 'fees', range(6)),
  ];
  const learner = learnFromHistory(history, categories);

  test('should name the category, its confidence and the reason in words', () => {
    const found = learner.suggest({
      description: 'PAG BOLETO ENERGIA ELETRICA 10/2026',
      type: 'despesa',
      document: null,
    });
    assert.equal(found?.categoryId, 'energy');
    assert.equal(found?.contactId, 'cemig');
    assert.equal(found?.costCenterId, 'adm');
    assert.ok(found!.confidence >= 90, `confidence ${found?.confidence}`);
    assert.equal(
      found?.reason,
      "12 das últimas 12 'ENERGIA ELÉTRICA' foram em 2.03.03 Energia elétrica.",
    );
  });

  test('should recognise a word the bank cut at 32 characters', () => {
    const found = learner.suggest({
      description: 'DEB AUT ENERGIA ELETR',
      type: 'despesa',
      document: null,
    });
    assert.equal(found?.categoryId, 'energy');
  });

  test('should suggest nothing for an unknown payee or the other direction', () => {
    assert.equal(
      learner.suggest({ description: 'PIX ENVIADO PADARIA SOL', type: 'despesa', document: null }),
      null,
    );
    assert.equal(
      learner.suggest({ description: 'ENERGIA ELETRICA', type: 'receita', document: null }),
      null,
    );
  });

  test('should refuse to guess when history disagrees', () => {
    const split = learnFromHistory(
      [
        ...uses('MARIA SOUZA', 'consulting', [0, 2, 4, 6]),
        ...uses('MARIA SOUZA', 'services', [1, 3, 5, 7]),
      ],
      categories,
    );
    const found = split.suggest({
      description: 'PIX ENVIADO MARIA SOUZA',
      type: 'despesa',
      document: null,
    });
    assert.equal(found?.categoryId, null);
    assert.ok(found!.confidence < 60);
    assert.match(found!.reason, /Histórico dividido/);
  });

  test('should follow a change of mind: the recent choices outweigh the old ones', () => {
    const changed = learnFromHistory(
      [
        ...uses('ESCRITORIO CONTABIL ABC', 'services', [3, 4, 5, 6, 7, 8]),
        ...uses('ESCRITORIO CONTABIL ABC', 'consulting', [0, 1, 2]),
      ],
      categories,
    );
    const found = changed.suggest({
      description: 'TED 341 0001 ESCRITORIO CONTABIL',
      type: 'despesa',
      document: null,
    });
    assert.equal(found?.categoryId, 'consulting');
    assert.match(found!.reason, /As 3 mais recentes/);
  });

  test("should take the counterpart's document over its words", () => {
    const documented = learnFromHistory(
      [
        ...uses('FORNECEDOR XPTO', 'services', range(4), { contactDocument: '17155730000164' }),
        ...uses('XPTO SOLUCOES', 'consulting', range(6)),
      ],
      categories,
    );
    const found = documented.suggest({
      description: 'PIX XPTO',
      type: 'despesa',
      document: '17155730000164',
    });
    assert.equal(found?.categoryId, 'services');
  });
});
