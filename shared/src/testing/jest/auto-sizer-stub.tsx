import type { ReactNode } from 'react';

/** Nivo's responsive charts measure their parent; jsdom has no layout, so give fixed numbers. */
export default function AutoSizer({
  children,
}: {
  children: (size: { width: number; height: number }) => ReactNode;
}) {
  return <>{children({ width: 600, height: 300 })}</>;
}
