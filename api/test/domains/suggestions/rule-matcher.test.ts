import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { regexProblem } from 'shared/contracts';
import {
  compileRules,
  firstMatch,
  prepareSubject,
} from '../../../src/domains/suggestions/rules/rule-matcher';
import type { Rule, RuleSubject } from '../../../src/domains/suggestions/rules/rule-matcher';

const rule = (overrides: Partial<Rule>): Rule => ({
  id: overrides.name ?? 'r',
  name: 'r',
  active: true,
  textOperator: null,
  text: null,
  amountOperator: null,
  amountMinCents: null,
  amountMaxCents: null,
  direction: null,
  bankAccountId: null,
  document: null,
  categoryId: 'c',
  contactId: null,
  costCenterId: null,
  setDescription: null,
  ignore: false,
  ...overrides,
});

const line = (overrides: Partial<RuleSubject>) =>
  prepareSubject({
    description: 'PIX ENVIADO CEMIG DISTRIBUIÇÃO',
    type: 'despesa',
    amountCents: 35_000,
    bankAccountId: 'acc-1',
    document: null,
    ...overrides,
  });

const first = (rules: Rule[], subject = line({})) =>
  firstMatch(compileRules(rules), subject)?.name ?? null;

describe('rule matching', () => {
  test('should compare text without accents, case or punctuation', () => {
    const energy = rule({ name: 'luz', textOperator: 'contains', text: 'cemig distribuicao' });
    assert.equal(first([energy]), 'luz');
    assert.equal(first([energy], line({ description: 'Pag.  Cemig-Distribuição S/A' })), 'luz');
    assert.equal(first([energy], line({ description: 'PIX ENVIADO COPEL' })), null);
  });

  test("should read 'starts with' from the first word of the bank's text", () => {
    const pix = rule({ name: 'pix', textOperator: 'starts_with', text: 'Pix enviado' });
    assert.equal(first([pix]), 'pix');
    assert.equal(first([pix], line({ description: 'TED PIX ENVIADO' })), null);
  });

  test('should run a regex case-insensitively on the text without accents', () => {
    const regex = rule({ name: 're', textOperator: 'regex', text: 'distribui[cç][aã]o$' });
    assert.equal(first([regex]), 're');
    assert.equal(first([regex], line({ description: 'CEMIG DISTRIBUICAO LTDA' })), null);
  });

  test('should apply every condition: amount, direction, account and document', () => {
    const exact = rule({ name: 'eq', amountOperator: 'equal', amountMinCents: 35_000 });
    const range = rule({
      name: 'range',
      amountOperator: 'between',
      amountMinCents: 30_000,
      amountMaxCents: 40_000,
    });
    assert.equal(first([exact]), 'eq');
    assert.equal(first([exact], line({ amountCents: 35_001 })), null);
    assert.equal(first([range], line({ amountCents: 40_000 })), 'range');
    assert.equal(first([range], line({ amountCents: 40_001 })), null);
    const credit = rule({
      name: 'in',
      direction: 'receita',
      textOperator: 'contains',
      text: 'CEMIG',
    });
    assert.equal(first([credit]), null);
    const account = rule({ name: 'acc', bankAccountId: 'acc-2' });
    assert.equal(first([account]), null);
    assert.equal(first([account], line({ bankAccountId: 'acc-2' })), 'acc');
    const doc = rule({ name: 'doc', document: '17155730000164' });
    assert.equal(first([doc], line({ document: '17155730000164' })), 'doc');
    assert.equal(first([doc]), null);
  });

  test('should let the first matching rule win, and skip inactive ones', () => {
    const broad = rule({ name: 'broad', textOperator: 'contains', text: 'PIX' });
    const narrow = rule({ name: 'narrow', textOperator: 'contains', text: 'CEMIG' });
    assert.equal(first([narrow, broad]), 'narrow');
    assert.equal(first([broad, narrow]), 'broad');
    assert.equal(first([{ ...broad, active: false }, narrow]), 'narrow');
  });

  test('should never match a rule without conditions', () => {
    assert.equal(first([rule({ name: 'empty' })]), null);
  });

  test('should refuse invalid and catastrophic regular expressions', () => {
    assert.equal(regexProblem('CEMIG|COPEL'), null);
    assert.equal(regexProblem('(abc'), 'Expressão regular inválida.');
    assert.match(regexProblem('(a+)+$') ?? '', /repetição dentro de repetição/);
    assert.match(regexProblem('(\\w*)*x') ?? '', /repetição dentro de repetição/);
  });
});
