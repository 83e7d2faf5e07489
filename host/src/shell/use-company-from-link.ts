import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { AppStore } from 'shared/session';
import {
  SessionSetupError,
  SWITCH_COMPANY_ERRORS,
  selectAccount,
  switchCompany,
  useAppSelector,
} from 'shared/session';
import { toaster } from 'shared/ui';

/** The query parameter of a link that names its company (the daily digest's links). */
export const COMPANY_LINK_PARAM = 'empresa';

/**
 * A link that names a company (`/movimentacoes?…&empresa=<id>`) opens in that company: the
 * session switches to it first (a new token, as the company menu does), then the parameter leaves
 * the URL. Answers true while the switch is pending, so the page never shows the filters of the
 * link over another company's data. A company the person is not in is refused by the API and
 * said so; the page stays in the active company.
 */
export function useCompanyFromLink(): boolean {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(COMPANY_LINK_PARAM);
  const activeId = useAppSelector(selectAccount)?.company.id;
  const store = useStore() as AppStore;
  // One switch per link, even when the effect runs twice (StrictMode, a re-render mid-switch).
  const switching = useRef<string | null>(null);

  useEffect(() => {
    if (!wanted || !activeId) return;
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(COMPANY_LINK_PARAM);
          return next;
        },
        { replace: true },
      );
    if (wanted === activeId) {
      drop();
      return;
    }
    if (switching.current === wanted) return;
    switching.current = wanted;
    switchCompany(store, wanted)
      .then(
        (account) =>
          toaster.create({
            type: 'success',
            title: 'Empresa alterada',
            description: account.company.name,
            duration: 3000,
          }),
        (thrown: unknown) =>
          toaster.create({
            type: 'error',
            title: 'Não foi possível abrir a empresa do link',
            description:
              thrown instanceof SessionSetupError ? thrown.message : SWITCH_COMPANY_ERRORS.fallback,
            duration: 6000,
          }),
      )
      .finally(() => {
        switching.current = null;
        drop();
      });
  }, [wanted, activeId, store, setParams]);

  return Boolean(wanted && activeId && wanted !== activeId);
}
