import { normaliseDescription } from '../text';

// Rule matching (issue 23 item 2): ordered, first match wins. A rule's text is compared the way
// people read bank texts — accents, case and punctuation do not matter — so "Energia elétrica"
// catches "ENERGIA ELETRICA" and "energia-eletrica".

export interface Rule {
  id: string;
  name: string;
  active: boolean;
  textOperator: 'contains' | 'starts_with' | 'regex' | null;
  text: string | null;
  amountOperator: 'equal' | 'between' | null;
  amountMinCents: number | null;
  amountMaxCents: number | null;
  direction: 'receita' | 'despesa' | null;
  bankAccountId: string | null;
  document: string | null;
  categoryId: string | null;
  contactId: string | null;
  costCenterId: string | null;
  setDescription: string | null;
  ignore: boolean;
}

/** What a rule is compared with: a statement line, a spreadsheet row, a note's parcela. */
export interface RuleSubject {
  description: string;
  type: 'receita' | 'despesa';
  /** Without sign. */
  amountCents: number;
  bankAccountId: string | null;
  /** The CPF or CNPJ of the line: found in its text, or the note's issuer. */
  document: string | null;
}

/** Accents off, case kept for the regex flags: what a rule's regex runs on. */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export interface CompiledRule {
  rule: Rule;
  test(subject: PreparedSubject): boolean;
}

/** A subject with its text normalised once, however many rules look at it. */
export interface PreparedSubject extends RuleSubject {
  normalised: string;
  plain: string;
}

export function prepareSubject(subject: RuleSubject): PreparedSubject {
  return {
    ...subject,
    normalised: ` ${normaliseDescription(subject.description)} `,
    plain: withoutAccents(subject.description),
  };
}

function textTest(rule: Rule): ((subject: PreparedSubject) => boolean) | null {
  if (!rule.textOperator || !rule.text) return null;
  if (rule.textOperator === 'regex') {
    // Validated when saved (contracts: regexProblem); a rule saved before a stricter check and
    // now unreadable matches nothing rather than failing the whole import.
    let pattern: RegExp;
    try {
      pattern = new RegExp(withoutAccents(rule.text), 'iu');
    } catch {
      return () => false;
    }
    return (subject) => pattern.test(subject.plain);
  }
  const wanted = normaliseDescription(rule.text);
  if (!wanted) return () => false;
  if (rule.textOperator === 'starts_with') {
    return (subject) => subject.normalised.startsWith(` ${wanted}`);
  }
  return (subject) => subject.normalised.includes(wanted);
}

export function compileRule(rule: Rule): CompiledRule {
  const text = textTest(rule);
  const others = cheapTests(rule);
  return {
    rule,
    test: (subject) =>
      (text !== null || others.length > 0) &&
      others.every((check) => check(subject)) &&
      (text === null || text(subject)),
  };
}

/** The conditions other than the text: comparisons of numbers and ids, cheap to run per line. */
function cheapTests(rule: Rule): ((subject: PreparedSubject) => boolean)[] {
  const tests: ((subject: PreparedSubject) => boolean)[] = [];
  if (rule.direction) tests.push((subject) => subject.type === rule.direction);
  if (rule.bankAccountId) tests.push((subject) => subject.bankAccountId === rule.bankAccountId);
  if (rule.document) tests.push((subject) => subject.document === rule.document);
  if (rule.amountOperator === 'equal' && rule.amountMinCents !== null) {
    tests.push((subject) => subject.amountCents === rule.amountMinCents);
  }
  if (rule.amountOperator === 'between') {
    const min = rule.amountMinCents ?? 0;
    const max = rule.amountMaxCents ?? Number.MAX_SAFE_INTEGER;
    tests.push((subject) => subject.amountCents >= min && subject.amountCents <= max);
  }
  return tests;
}

export interface RuleSet {
  /** The first active rule that matches, or null. */
  first(subject: PreparedSubject): Rule | null;
}

/**
 * The active rules, compiled once, in their order. A statement repeats its texts (the same payee
 * every month, the same fee every day): each rule's text condition is run once per distinct text
 * and remembered, so 10k lines against 200 rules cost the distinct texts, not 2 million searches.
 */
export function compileRules(rules: Rule[]): RuleSet {
  const compiled = rules
    .filter((rule) => rule.active)
    .map((rule) => ({ rule, text: textTest(rule), others: cheapTests(rule) }))
    .filter(({ text, others }) => text !== null || others.length > 0);
  const byText = new Map<string, Int8Array>();
  return {
    first(subject) {
      // Keyed by the text without accents: both the normalised text and the regex's derive from it.
      let known = byText.get(subject.plain);
      if (!known) byText.set(subject.plain, (known = new Int8Array(compiled.length)));
      for (let at = 0; at < compiled.length; at++) {
        const { rule, text, others } = compiled[at]!;
        let passes = true;
        for (const check of others) {
          if (!check(subject)) {
            passes = false;
            break;
          }
        }
        if (!passes) continue;
        if (text) {
          // 0: not run yet for this text; 1: matches; -1: does not.
          if (known[at] === 0) known[at] = text(subject) ? 1 : -1;
          if (known[at] === -1) continue;
        }
        return rule;
      }
      return null;
    },
  };
}

/** The first rule that matches, or null. */
export function firstMatch(rules: RuleSet, subject: PreparedSubject): Rule | null {
  return rules.first(subject);
}
