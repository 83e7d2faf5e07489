import { Box, Container } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { connectApiClient, createAppStore } from '../session/store';
import { AppProviders } from './app-providers';

export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

/**
 * A remote's own bootstrap for local work (`npm run dev -w remote-…`): the same providers the
 * host gives it, its own routes, no shell. Inside the host this file is never loaded.
 */
export function renderStandalone(routes: StandaloneRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = createAppStore();
  connectApiClient(store);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <Box minH="100vh" py="8">
            <Container maxW="6xl">
              <Routes>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
              </Routes>
            </Container>
          </Box>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
