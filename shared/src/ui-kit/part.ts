import type { ForwardRefExoticComponent, PropsWithoutRef, RefAttributes } from 'react';

/**
 * What Chakra's `withProvider`/`withContext` return, spelled out: shared's declarations are
 * emitted (tsc -b), and for parts whose props carry a recipe's variants TypeScript cannot name
 * the inferred type without reaching into Chakra's generated files (TS2742).
 */
export type Part<Element, Props> = ForwardRefExoticComponent<
  PropsWithoutRef<Props> & RefAttributes<Element>
>;
