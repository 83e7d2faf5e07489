import { significantWords } from '../text';

// Learning from history (issue 23 item 3): without a rule, what did this company do with lines
// like this one? The company's own movements are grouped by their words; a new line is compared
// with the groups (rare words weigh more than common ones, a word cut short by the bank's 32
// characters still counts), and the categories of the most similar groups vote — the recent
// uses more than the old, because people change their minds and the latest choice is the one to
// follow. A split vote is refused, not guessed: a wrong category is worse than none.

export interface HistoryUse {
  description: string;
  type: 'receita' | 'despesa';
  /** The movement's day (due date), to weigh recent choices above old ones. */
  date: string;
  categoryId: string;
  contactId: string | null;
  /** The CPF or CNPJ of the movement's supplier or client. */
  contactDocument: string | null;
  costCenterId: string | null;
}

export interface CategoryLabel {
  id: string;
  code: string | null;
  name: string;
}

export interface LearnQuery {
  description: string;
  type: 'receita' | 'despesa';
  /** The CPF or CNPJ the line names (in its text, or a note's issuer). */
  document: string | null;
}

export interface Learned {
  /** null: history was found but disagrees; the reason says how. */
  categoryId: string | null;
  contactId: string | null;
  costCenterId: string | null;
  /** 0–100: the winning category's share of the (recency-weighted) votes, less when history is thin. */
  confidence: number;
  reason: string;
}

/** A line is guessed at this confidence or above; below it, refused with the reason. */
export const MIN_CONFIDENCE = 60;
/** Each older use of a group counts this much less than the one after it. */
const RECENCY_DECAY = 0.6;
/** The uses that vote, most recent first. */
const VOTING_USES = 24;
/** The uses the reason counts ("12 das últimas 12"). */
const REASON_USES = 12;
/** Below this similarity a group is not "like" the line at all. */
const MIN_SIMILARITY = 0.3;
/** Groups within this fraction of the best similarity vote with it. */
const NEAR_BEST = 0.75;
/** A word cut short (ENERG for ENERGIA) counts this much of a whole one. */
const PREFIX_MATCH = 0.8;
/** The shortest cut word recognised: three letters match too much ("CIA", "COM"). */
const MIN_PREFIX = 4;

interface Group {
  words: string[];
  /** Each word's idf, in the same order. */
  idfs: number[];
  /** Σ idf of the group's words. */
  weight: number;
  /** Most recent first. */
  uses: HistoryUse[];
}

interface TypeModel {
  groups: Group[];
  byWord: Map<string, number[]>;
  /** The words, sorted, to find the ones a cut word starts. */
  sortedWords: string[];
  idf: Map<string, number>;
  byDocument: Map<string, HistoryUse[]>;
}

const byDateDesc = (a: HistoryUse, b: HistoryUse) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0;

function buildTypeModel(uses: HistoryUse[]): TypeModel {
  // A company repeats its descriptions (the same bill every month): each is split once.
  const signatures = new Map<string, { words: string[]; signature: string }>();
  const bySignature = new Map<string, Group>();
  const byDocument = new Map<string, HistoryUse[]>();
  for (const use of uses) {
    if (use.contactDocument) {
      const list = byDocument.get(use.contactDocument);
      if (list) list.push(use);
      else byDocument.set(use.contactDocument, [use]);
    }
    let split = signatures.get(use.description);
    if (!split) {
      const words = significantWords(use.description).sort();
      signatures.set(use.description, (split = { words, signature: words.join(' ') }));
    }
    if (split.words.length === 0) continue;
    const group = bySignature.get(split.signature);
    if (group) group.uses.push(use);
    else bySignature.set(split.signature, { words: split.words, idfs: [], weight: 0, uses: [use] });
  }
  const groups = [...bySignature.values()];
  const byWord = new Map<string, number[]>();
  groups.forEach((group, at) => {
    group.uses.sort(byDateDesc);
    for (const word of group.words) {
      const list = byWord.get(word);
      if (list) list.push(at);
      else byWord.set(word, [at]);
    }
  });
  const idf = new Map<string, number>();
  for (const [word, list] of byWord) idf.set(word, Math.log(1 + groups.length / list.length));
  for (const group of groups) {
    group.idfs = group.words.map((word) => idf.get(word)!);
    group.weight = group.idfs.reduce((sum, value) => sum + value, 0);
  }
  for (const list of byDocument.values()) list.sort(byDateDesc);
  return { groups, byWord, sortedWords: [...byWord.keys()].sort(), idf, byDocument };
}

/** How much two words are the same word: whole, cut short by a bank, or not at all. */
function wordMatch(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= MIN_PREFIX && long.startsWith(short) ? PREFIX_MATCH : 0;
}

/** A word in more than this share of the groups finds candidates only when the line has no other. */
const COMMON_WORD_SHARE = 0.05;

/**
 * The groups sharing a word (or a cut word) with the line. Words found in many groups ("VENDA",
 * "SERVICOS") still count in the similarity, but do not bring candidates of their own when a
 * rarer word does: comparing with every sale would cost much and decide nothing.
 */
function candidateGroups(model: TypeModel, words: string[]): Set<number> {
  const found = new Set<number>();
  const add = (word: string) => {
    for (const at of model.byWord.get(word) ?? []) found.add(at);
  };
  const common = (word: string) =>
    (model.byWord.get(word)?.length ?? 0) > Math.max(20, model.groups.length * COMMON_WORD_SHARE);
  const rare = words.filter((word) => !common(word));
  for (const word of rare.length > 0 ? rare : words) {
    add(word);
    if (word.length < MIN_PREFIX) continue;
    // History words that this (maybe cut) word starts.
    let low = 0;
    let high = model.sortedWords.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (model.sortedWords[mid]! < word) low = mid + 1;
      else high = mid;
    }
    for (let at = low, seen = 0; at < model.sortedWords.length && seen < 20; at++, seen++) {
      const other = model.sortedWords[at]!;
      if (!other.startsWith(word)) break;
      add(other);
    }
    // History words cut short that this word starts with.
    for (let length = MIN_PREFIX; length < word.length; length++) add(word.slice(0, length));
  }
  return found;
}

/**
 * Similarity 0–1: the geometric mean of how much of the line the group explains and how much of
 * the group the line explains, each weighed by the words' rarity.
 */
function similarity(words: string[], idfs: number[], lineWeight: number, group: Group): number {
  let sharedLine = 0;
  const matched = new Float64Array(group.words.length);
  for (let i = 0; i < words.length; i++) {
    let best = 0;
    for (let j = 0; j < group.words.length; j++) {
      const match = wordMatch(words[i]!, group.words[j]!);
      if (match > best) best = match;
      if (match > matched[j]!) matched[j] = match;
    }
    sharedLine += best * idfs[i]!;
  }
  let sharedGroup = 0;
  for (let j = 0; j < group.words.length; j++) sharedGroup += matched[j]! * group.idfs[j]!;
  if (sharedLine === 0 || lineWeight === 0 || group.weight === 0) return 0;
  return Math.sqrt((sharedLine / lineWeight) * (sharedGroup / group.weight));
}

function plural(count: number, one: string, many: string) {
  return count === 1 ? one : many;
}

function majority<T>(values: (T | null)[], share: number): T | null {
  const counts = new Map<T, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best !== null && bestCount / values.length >= share ? best : null;
}

export interface HistoryLearner {
  suggest(query: LearnQuery): Learned | null;
}

export function learnFromHistory(uses: HistoryUse[], categories: CategoryLabel[]): HistoryLearner {
  const models = {
    receita: buildTypeModel(uses.filter((use) => use.type === 'receita')),
    despesa: buildTypeModel(uses.filter((use) => use.type === 'despesa')),
  };
  const labels = new Map(categories.map((category) => [category.id, category]));
  const categoryText = (id: string) => {
    const category = labels.get(id);
    if (!category) return 'outra categoria';
    return category.code ? `${category.code} ${category.name}` : category.name;
  };
  // A statement repeats its payees: the same words and document give the same answer.
  const cache = new Map<string, Learned | null>();

  function decide(voters: { use: HistoryUse; weight: number }[], best: number): Learned | null {
    if (voters.length === 0) return null;
    voters.sort((a, b) => byDateDesc(a.use, b.use));
    const voting = voters.slice(0, VOTING_USES);
    const votes = new Map<string, number>();
    let total = 0;
    voting.forEach(({ use, weight }, rank) => {
      const vote = weight * RECENCY_DECAY ** rank;
      votes.set(use.categoryId, (votes.get(use.categoryId) ?? 0) + vote);
      total += vote;
    });
    const [winner, winning] = [...votes.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
    const share = winning / total;
    // One or two past uses are thin evidence, and a far-fetched likeness is weaker still.
    const support = Math.min(1, 1.25 - 0.5 ** voting.length);
    const likeness = Math.min(1, best / 0.6);
    const recent = voting.slice(0, REASON_USES).map(({ use }) => use);
    const label = recent[0]!.description.trim().slice(0, 40);
    const counted = recent.filter((use) => use.categoryId === winner).length;
    let leading = 0;
    while (leading < recent.length && recent[leading]!.categoryId === winner) leading++;
    // Recency may outvote the majority only when it is a streak (a change of mind), not when
    // the choices alternate (two kinds of bill from one payee): then the plain share decides.
    const plainShare = counted / recent.length;
    const consistent = plainShare >= 0.6 || leading >= 3;
    const confidence = Math.round(
      100 * (consistent ? share : Math.min(share, plainShare)) * support * likeness,
    );
    if (confidence < MIN_CONFIDENCE) {
      const split = [...new Map(recent.map((use) => [use.categoryId, 0])).keys()]
        .map((id) => [id, recent.filter((use) => use.categoryId === id).length] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .map(([id, count]) => `${count} em ${categoryText(id)}`);
      const reason =
        split.length > 1
          ? `Histórico dividido entre categorias (${split.join(', ')}): escolha a categoria.`
          : `Pouco histórico parecido (${recent.length} ${plural(recent.length, 'lançamento', 'lançamentos')} como '${label}'): confira a categoria.`;
      return { categoryId: null, contactId: null, costCenterId: null, confidence, reason };
    }
    const reason =
      counted === recent.length
        ? recent.length === 1
          ? `A única '${label}' anterior foi em ${categoryText(winner)}.`
          : `${counted} das últimas ${recent.length} '${label}' foram em ${categoryText(winner)}.`
        : leading >= 2 && counted * 2 <= recent.length
          ? `As ${leading} mais recentes '${label}' foram em ${categoryText(winner)} (antes, em outras categorias).`
          : `${counted} das últimas ${recent.length} '${label}' foram em ${categoryText(winner)}.`;
    const agreeing = voting.filter(({ use }) => use.categoryId === winner).map(({ use }) => use);
    return {
      categoryId: winner,
      contactId: majority(
        agreeing.map((use) => use.contactId),
        0.6,
      ),
      costCenterId: majority(
        agreeing.map((use) => use.costCenterId),
        0.6,
      ),
      confidence,
      reason,
    };
  }

  // The same text again (a file's repeated lines) skips even the splitting into words.
  const byText = new Map<string, Learned | null>();

  function suggest(query: LearnQuery): Learned | null {
    const textKey = `${query.type}|${query.document ?? ''}|${query.description}`;
    if (byText.has(textKey)) return byText.get(textKey)!;
    const words = significantWords(query.description);
    const key = `${query.type}|${query.document ?? ''}|${[...words].sort().join(' ')}`;
    if (cache.has(key)) {
      byText.set(textKey, cache.get(key)!);
      return cache.get(key)!;
    }
    const model = models[query.type];
    // The counterpart's document is the strongest evidence there is: its movements vote first.
    const documented = query.document ? model.byDocument.get(query.document) : undefined;
    let answer: Learned | null = null;
    if (documented && documented.length > 0) {
      answer = decide(
        documented.map((use) => ({ use, weight: 1 })),
        1,
      );
    }
    if (!answer || answer.categoryId === null) {
      const fallback = matchWords(model, words);
      if (fallback) answer = fallback;
    }
    cache.set(key, answer);
    byText.set(textKey, answer);
    return answer;
  }

  function matchWords(model: TypeModel, words: string[]): Learned | null {
    if (words.length === 0) return null;
    const unknown = Math.log(1 + model.groups.length);
    const idfs = words.map((word) => model.idf.get(word) ?? unknown);
    const lineWeight = idfs.reduce((sum, value) => sum + value, 0);
    const scored: { group: Group; score: number }[] = [];
    let best = 0;
    for (const at of candidateGroups(model, words)) {
      const group = model.groups[at]!;
      const score = similarity(words, idfs, lineWeight, group);
      if (score < MIN_SIMILARITY) continue;
      scored.push({ group, score });
      best = Math.max(best, score);
    }
    if (scored.length === 0) return null;
    const voters = scored
      .filter(({ score }) => score >= best * NEAR_BEST)
      .flatMap(({ group, score }) =>
        group.uses.slice(0, VOTING_USES).map((use) => ({ use, weight: score })),
      );
    return decide(voters, best);
  }

  return { suggest };
}
