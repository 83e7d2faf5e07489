import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pixChargeTokenParams } from 'shared/contracts';
import type { PublicPixCharge } from 'shared/contracts';
import { escapeHtml } from '../../adapters/email-templates';
import { AppError } from '../../errors';
import { createTextReader } from './page-preloads';
import type { JsonReader } from './page-preloads';
import { createServerBundle } from './server-bundles';

/**
 * The payer's page, `/cobranca/:token`, rendered here per request with its charge (issue 21: a
 * phone first, Lighthouse ≥ 95). The app would be a megabyte of script to boot on a slow phone for
 * one card that the payer reads and copies a code from; instead remote-auth's build bundles the
 * same views for Node (`src/ssr/pix-charge-page.server.tsx` → `dist/server/…cjs`), and the page
 * arrives whole, with a script of under a kilobyte (`dist/ssr/…js`) in place of the app's.
 *
 * Where remote-auth is not built here (a remote deployed on another origin, or a dev machine that
 * has not built it), or the charge cannot be read now, the app's page is sent as before: it reads
 * the charge itself and says what failed.
 */

/** remote-auth's src/ssr/pix-charge-page.server.tsx, as its bundle exports it. */
export interface PixChargePageInput {
  token: string;
  charge: PublicPixCharge | null;
  asked: boolean;
  outcome?: 'done' | 'failed';
}
export interface RenderedPixChargePage {
  head: string;
  body: string;
  title: string;
}
export type RenderPixChargePage = (input: PixChargePageInput) => RenderedPixChargePage;

/** The reminder e-mail's link (`?lembretes=parar`), and the page after the opt-out form. */
const OPT_OUT_PARAM = 'lembretes';
const ASKED = 'parar';
const DONE = 'parado';

const HOST_SCRIPT = /<script defer src="[^"]+"><\/script>/g;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const TITLE = /<title>[^<]*<\/title>/;
const SCRIPT_URL = '/remotes/auth/ssr/pix-charge-page.js';

/**
 * The host's index.html with the page in place of the app: its title, its styles and its own
 * script; the app's scripts and the "needs JavaScript" notice (the page works without) removed.
 * Null when the host's HTML is not what the build writes.
 */
export function composePayerPage(index: string, page: RenderedPixChargePage): string | null {
  if (!index.includes(ROOT) || !index.includes('</head>') || !TITLE.test(index)) return null;
  const head = `${page.head}<script defer src="${SCRIPT_URL}"></script>`;
  return index
    .replace(HOST_SCRIPT, '')
    .replace(NOSCRIPT, '')
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `<div id="prerender">${page.body}</div>`);
}

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * `GET /cobranca/:token` and the opt-out form's `POST /cobranca/:token/lembretes`. `sendApp` sends
 * the app's page instead, as any other route of the apps gets it.
 */
export async function registerPayerPage(
  app: FastifyInstance,
  options: {
    webRoot: string;
    indexPath: string;
    readJson: JsonReader;
    sendApp: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
) {
  const bundle = createServerBundle<{ renderPixChargePage: RenderPixChargePage }>(
    options.webRoot,
    options.readJson,
    { remote: 'auth', name: 'pix-charge-page', exports: ['renderPixChargePage'] },
  );
  const renderer = async () => (await bundle())?.renderPixChargePage ?? null;
  const validToken = (token: string) => pixChargeTokenParams.safeParse({ token }).success;

  // The host's index.html, read again only when a deploy rewrote it (a stat per page, as the
  // prerendered pages do), not on every payer's visit.
  const hostIndex = createTextReader(options.indexPath);

  /** Sends the page; false when the host's HTML is not what the build writes. */
  async function sendPage(
    reply: FastifyReply,
    render: RenderPixChargePage,
    input: PixChargePageInput,
    statusCode: number,
  ): Promise<boolean> {
    const html = composePayerPage(await hostIndex(), render(input));
    if (html === null) return false;
    // The status changes when it is paid or cancelled, and the URL is the charge's key: no cache
    // may keep it. (Not the reply returned: awaiting a reply waits for the response to end.)
    void reply
      .code(statusCode)
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  }

  /** The charge for the page, null when the link leads to none; throws when it cannot be read. */
  async function chargeOf(token: string): Promise<PublicPixCharge | null> {
    if (!validToken(token)) return null;
    try {
      return await app.services.pixCharges.publicPage(token);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  app.get<{ Params: { token: string }; Querystring: Record<string, string | undefined> }>(
    '/cobranca/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const render = await renderer().catch((error: unknown) => {
        request.log.error({ err: error }, 'payer page: the server bundle did not load');
        return null;
      });
      if (!render) return options.sendApp(request, reply);
      const { token } = request.params;
      const param = request.query[OPT_OUT_PARAM];
      try {
        const charge = await chargeOf(token);
        const sent = await sendPage(
          reply,
          render,
          { token, charge, asked: param === ASKED, outcome: param === DONE ? 'done' : undefined },
          charge ? 200 : 404,
        );
        return sent ? reply : options.sendApp(request, reply);
      } catch (error) {
        // The database is away: the app's page reads the charge itself and offers to try again.
        request.log.warn({ err: error }, 'payer page: the charge could not be read');
        return options.sendApp(request, reply);
      }
    },
  );

  await app.register(async (form) => {
    // A plain HTML form's post: its body (no fields) is not read.
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );
    form.post<{ Params: { token: string } }>(
      '/cobranca/:token/lembretes',
      { schema: { hide: true } },
      async (request, reply) => {
        const { token } = request.params;
        const pageUrl = `/cobranca/${encodeURIComponent(token)}`;
        try {
          // Repeating it changes nothing, so a resubmitted form is harmless.
          await app.services.reminders.optOut(token);
          // Post/Redirect/Get: a reload shows the page, not the form sent again.
          return reply.redirect(`${pageUrl}?${OPT_OUT_PARAM}=${DONE}`, 303);
        } catch (error) {
          const render = await renderer().catch(() => null);
          const charge = render ? await chargeOf(token).catch(() => undefined) : undefined;
          if (!render || charge === undefined) {
            return reply.redirect(`${pageUrl}?${OPT_OUT_PARAM}=${ASKED}`, 303);
          }
          if (!isNotFound(error)) request.log.warn({ err: error }, 'payer page: opt-out failed');
          const failed = !isNotFound(error) && charge !== null;
          const sent = await sendPage(
            reply,
            render,
            { token, charge, asked: true, ...(failed ? { outcome: 'failed' as const } : {}) },
            charge === null ? 404 : 503,
          );
          return sent ? reply : reply.redirect(`${pageUrl}?${OPT_OUT_PARAM}=${ASKED}`, 303);
        }
      },
    );
  });
}
