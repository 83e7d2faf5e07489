import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from 'shared/api';
import { usePublicPixChargeQuery } from '../api/get-public-pix-charge';
import { PixChargeSkeleton } from './pix-charge-skeleton';
import { ChargeDetails, ChargeUnavailable, PixChargeCard } from './pix-charge-view';
import { OPT_OUT_PARAM, OPT_OUT_VALUE, ReminderOptOut } from './reminder-opt-out';

export { PIX_CHARGE_PAGE_COPY } from './pix-charge-view';

/**
 * `/cobranca/:token` in the app, for whoever was sent the link, signed in or not: one charge — the
 * company, what it is for, the amount and due date — and, while it waits, the QR code and the Pix
 * copia e cola. Nothing on it leads to any other charge or to the company's books.
 *
 * A payer's phone is normally sent this page as HTML by the server (src/ssr, the same views),
 * without the app; the app shows it where no server renders it (a remote's dev server, a
 * navigation inside the app).
 */
export function PixChargePage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const charge = usePublicPixChargeQuery(token);
  useDocumentTitle(charge.data && `Cobrança Pix · ${charge.data.company.name}`);

  return (
    <PixChargeCard status={charge.data?.status}>
      {charge.data ? (
        <>
          <ChargeDetails charge={charge.data} />
          <ReminderOptOut
            token={token}
            companyName={charge.data.company.name}
            asked={params.get(OPT_OUT_PARAM) === OPT_OUT_VALUE}
          />
        </>
      ) : charge.isError ? (
        <ChargeUnavailable
          // A token the API does not know (404) or cannot be one (400): the link is wrong.
          notFound={isApiError(charge.error) && [400, 404].includes(charge.error.statusCode)}
          onRetry={() => void charge.refetch()}
        />
      ) : (
        <PixChargeSkeleton />
      )}
    </PixChargeCard>
  );
}

/** The tab's title while the page is open; the app's own comes back when it closes. */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
