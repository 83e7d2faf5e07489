import { useCallback, useMemo, useState } from 'react';

export interface RowSelection {
  selected: ReadonlySet<string>;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects every id given, or clears them all when all are already selected. */
  toggleAll: (ids: readonly string[]) => void;
  clear: () => void;
}

/** Which rows are ticked, for the bulk actions ('Dar baixa', 'Excluir', exportar) to act on. */
export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback((ids: readonly string[]) => {
    setSelected((current) =>
      ids.length > 0 && ids.every((id) => current.has(id)) ? new Set() : new Set(ids),
    );
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({ selected, isSelected: (id) => selected.has(id), toggle, toggleAll, clear }),
    [selected, toggle, toggleAll, clear],
  );
}
