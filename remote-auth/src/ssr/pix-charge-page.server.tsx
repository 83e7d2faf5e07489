// Server-only (bundled for Node by shared/scripts/prerender.mjs, loaded by the API's web-apps):
// the payer's page rendered with its charge, per request. Never imported by browser code.
import type { PublicPixCharge } from 'shared/contracts';
import { prerender } from 'shared/prerender';
import { ThemeRoot } from 'shared/theme';
import { AuthLayout, ThemeToggle } from 'shared/ui';
import {
  ChargeDetails,
  ChargeUnavailable,
  PixChargeCard,
} from '../features/pix-charge/components/pix-charge-view';
import { ReminderOptOut } from '../features/pix-charge/components/reminder-opt-out';
import type { OptOutOutcome } from '../features/pix-charge/components/reminder-opt-out';

export interface PixChargePageInput {
  token: string;
  /** Null: the link leads to no charge. */
  charge: PublicPixCharge | null;
  /** The reminder e-mail's link asked to stop the reminders (`?lembretes=parar`). */
  asked: boolean;
  /** What came of the opt-out form this page was sent after. */
  outcome?: OptOutOutcome;
}

export interface RenderedPixChargePage {
  /** The page's styles, for <head>. */
  head: string;
  body: string;
  title: string;
}

/**
 * The payer's page as the app draws it (the same views, theme and frame), as HTML a phone paints
 * at once, with no app to start: a payer opens it once, often on a slow phone, and only needs to
 * read it and copy a code. Its few actions work without the app: the copy button and the check
 * for payment by a small script (pix-charge-page.client.ts), the opt-out as a plain form, the
 * theme button by host/public/paint-theme.js.
 */
export function renderPixChargePage({
  token,
  charge,
  asked,
  outcome,
}: PixChargePageInput): RenderedPixChargePage {
  const { PixChargePage: page } = prerender({
    PixChargePage: {
      path: `/cobranca/${token}`,
      frame: 'auth',
      page: (
        <ThemeRoot>
          <AuthLayout>
            <PixChargeCard status={charge?.status}>
              {charge ? (
                <>
                  <ChargeDetails charge={charge} />
                  <ReminderOptOut
                    token={token}
                    companyName={charge.company.name}
                    asked={asked}
                    outcome={outcome}
                  />
                </>
              ) : (
                <ChargeUnavailable notFound />
              )}
            </PixChargeCard>
          </AuthLayout>
          <ThemeToggle />
        </ThemeRoot>
      ),
    },
  });
  if (!page) throw new Error('prerender returned no page');
  const title = charge ? `Cobrança Pix · ${charge.company.name}` : 'Cobrança Pix · Fluxo';
  return { head: page.head, body: page.body, title };
}
