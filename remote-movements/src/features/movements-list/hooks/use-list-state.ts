import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListState, writeListState } from '../list-params';
import type { ListState } from '../list-params';

/**
 * The list's filter and sort, kept in the URL: a link, a reload or the back button shows the same
 * view. Each change is a new history entry, so 'voltar' undoes the last filter.
 */
export function useListState(): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const setState = (next: ListState) => setParams((current) => writeListState(current, next));
  return [state, setState];
}
