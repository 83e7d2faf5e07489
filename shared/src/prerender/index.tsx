// Build-time only (shared/scripts/prerender.mjs runs it in Node): renders an app's pages to HTML
// that the server sends before any script (api/src/plugins/web/prerendered-pages.ts). Never imported
// by browser code, which would carry react-dom/server.
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { serializeStyles } from '@emotion/serialize';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '../session';
import type { AppStore } from '../session';
import { ColorModeProvider, system } from '../theme';

/**
 * Where a prerendered page goes. `auth`: it is the whole page (the sign-in form in its layout).
 * `app`: it is a signed-in route's content, which the server puts in the host's prerendered shell
 * (side navigation, header), and sends only to a visitor whose session cookie is current.
 */
export type PrerenderFrame = 'auth' | 'app';

/** A prerendered page: the styles it needs (for <head>), its markup, and its frame. */
export interface PrerenderedPage {
  head: string;
  body: string;
  frame: PrerenderFrame;
}

export interface PageToPrerender {
  /** The URL the page is rendered at (links and the active menu item follow it). */
  path: string;
  page: ReactNode;
  frame: PrerenderFrame;
  /**
   * The store the page reads, with the answers it shows already in its cache (a page rendered per
   * request with its data); by default an empty one, where every query is still loading.
   */
  store?: AppStore;
}

/** The element in the host's shell that the server replaces with an `app` page's markup. */
export const PAGE_SLOT_ID = 'prerender-page';

/**
 * The ids of Chakra's own global styles: the order of its cascade layers, and the reset, global CSS
 * and token variables of `system._global`. The host's production build leaves `_global` empty
 * (shared/federation/static-chakra-globals.ts) and its index.html carries both, so no page repeats
 * them. Emotion names a style by the hash of its serialised text, as `<Global>` does in the browser.
 */
const CHAKRA_GLOBAL_IDS = new Set(
  [system.layers.atRule, system._global].map((styles) => serializeStyles([styles]).name),
);

const isChakraGlobal = (style: { key: string; ids: string[] }) =>
  style.key === 'css-global' && style.ids.every((id) => CHAKRA_GLOBAL_IDS.has(id));

function render({ path, page, frame, store }: PageToPrerender): PrerenderedPage {
  // The key the browser's default Emotion cache uses, so the app adopts these <style> elements
  // (same class names) instead of inserting its own copies.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <ReduxProvider store={store ?? createAppStore(null)}>
        <ChakraProvider value={system}>
          {/* AppProviders' contexts, without its #theme element: the app renders its own. */}
          <LocaleProvider locale="pt-BR">
            <ColorModeProvider>
              <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
            </ColorModeProvider>
          </LocaleProvider>
        </ChakraProvider>
      </ReduxProvider>
    </CacheProvider>,
  );
  const all = extractCriticalToChunks(body);
  const chunks = { ...all, styles: all.styles.filter((style) => !isChakraGlobal(style)) };
  // An `app` page is an inert picture until the app replaces it: test ids name the app's elements
  // only, so that a test never finds two side navigations meanwhile.
  const html = frame === 'app' ? chunks.html.replace(/ data-testid="[^"]*"/g, '') : chunks.html;
  return { head: constructStyleTagsFromChunks(chunks), body: html, frame };
}

/** Each page, by the name of the module it is (an exposed module, or the host's `AppShell`). */
export function prerender(pages: Record<string, PageToPrerender>): Record<string, PrerenderedPage> {
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, render(page)]));
}

/**
 * Chakra's global styles as Emotion's server renders them (`<style data-emotion="css-global …">`),
 * for the host's index.html: every page has them before any script runs. A `<Global>` that still
 * computes them (a remote whose own Chakra won the share over the host's) finds these elements by
 * their name and adopts them instead of adding copies.
 */
export function chakraGlobalStyleTags(): string {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(body);
  const globals = chunks.styles.filter(isChakraGlobal);
  if (globals.length !== CHAKRA_GLOBAL_IDS.size) {
    throw new Error(
      `expected Chakra's ${CHAKRA_GLOBAL_IDS.size} global styles, got ${globals.length}`,
    );
  }
  return constructStyleTagsFromChunks({ ...chunks, styles: globals });
}
