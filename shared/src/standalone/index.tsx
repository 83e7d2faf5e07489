// Public entry of `shared/standalone`: a remote's own bootstrap for local work
// (`npm run dev -w remote-…`). Only the remotes' bootstraps import it, never the host, so none
// of it ships on the host's pages.
import { Box, Container } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteName } from '../federation/remotes';
import { exposedModules } from '../remotes/index';
import type { RemoteModule } from '../remotes/index';
import { connectApiClient, createAppStore } from '../session/store';
import { AppProviders } from '../ui/app-providers';

/** Loads `src/expose/<file>` of the remote: `(file) => import(\`./expose/${file}\`)`. */
export type ExposedLoader = (file: string) => Promise<RemoteModule>;

/**
 * Mounts every module `REMOTE_MODULES` lists for `remote` on its own route, with the providers
 * the host gives it and no shell. Inside the host this file is never loaded.
 */
export function renderStandalone(remote: RemoteName, load: ExposedLoader): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = createAppStore();
  connectApiClient(store);
  const routes = exposedModules(remote).map(({ path, file }) => ({
    path,
    Page: lazy(() => load(file)),
  }));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <Box minH="100vh" py="8">
            <Container maxW="6xl">
              <Suspense>
                <Routes>
                  {routes.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                </Routes>
              </Suspense>
            </Container>
          </Box>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
