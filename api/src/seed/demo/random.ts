/**
 * A small seeded PRNG (mulberry32): the demo data and the generator must come out the same for the
 * same seed and day, which Math.random cannot promise.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Integer cents between two amounts in reais, rounded to whole reais when `round` is set. */
  cents(minReais: number, maxReais: number, round?: boolean): number;
  /** `value` rounded down or up at random, so that many draws keep the fractional part on average. */
  roundRandomly(value: number): number;
  /** A new, independent stream derived from this one (one per unit or series). */
  fork(salt: number): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [item, weight] of items) {
        target -= weight;
        if (target < 0) return item;
      }
      const last = items.at(-1);
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    cents(minReais, maxReais, round = false) {
      const value = minReais + next() * (maxReais - minReais);
      return round ? Math.round(value) * 100 : Math.round(value * 100);
    },
    roundRandomly(value) {
      const floor = Math.floor(value);
      return floor + (next() < value - floor ? 1 : 0);
    },
    // Mixing with a large odd constant keeps forks with nearby salts unrelated.
    fork: (salt) =>
      createRandom((Math.floor(next() * 4294967296) ^ Math.imul(salt, 0x9e3779b1)) >>> 0),
  };
  return random;
}
