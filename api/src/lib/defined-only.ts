/**
 * The entries whose value is not undefined. A PATCH leaves out what it does not change, while
 * null means "clear it": mapping a partial body to columns must drop the first and keep the second.
 */
export function definedOnly<T extends object>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
