/**
 * SPEC.md §3: first letters of the first two words, uppercased, or the first two letters of a
 * one-word name.
 */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  if (second) return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
  return first.slice(0, 2).toUpperCase();
}
