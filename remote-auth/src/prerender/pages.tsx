// Build-time only (run by scripts/prerender.mjs in Node, never bundled for the browser).
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from 'shared/session';
import { system } from 'shared/theme';
import { AuthLayout } from 'shared/ui';
import { SignInPage } from '../features/sign-in/components/sign-in-page';

/** A prerendered page: the styles it needs (for <head>) and its markup (for the body). */
export interface PrerenderedPage {
  head: string;
  body: string;
}

/**
 * The pages worth sending as HTML, by exposed module: the sign-in page is every visitor's first
 * screen, often on a phone, and is the same for everyone. Pages that greet someone by name or read
 * the URL's query (a signup success) are left to the app.
 */
const PAGES: Record<string, { path: string; page: ReactNode }> = {
  LoginPage: { path: '/login', page: <SignInPage /> },
};

function render(path: string, page: ReactNode): PrerenderedPage {
  // The key the browser's default Emotion cache uses, so the app adopts these <style> elements
  // (same class names) instead of inserting its own copies.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <ReduxProvider store={createAppStore(null)}>
        <ChakraProvider value={system}>
          <MemoryRouter initialEntries={[path]}>
            <AuthLayout>{page}</AuthLayout>
          </MemoryRouter>
        </ChakraProvider>
      </ReduxProvider>
    </CacheProvider>,
  );
  const chunks = extractCriticalToChunks(body);
  return { head: constructStyleTagsFromChunks(chunks), body: chunks.html };
}

export function renderPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([module, { path, page }]) => [module, render(path, page)]),
  );
}
