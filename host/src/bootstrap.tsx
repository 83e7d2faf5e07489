import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiClient, createAppStore } from 'shared/session';
import { App } from './app/app';

export function bootstrap(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = createAppStore();
  connectApiClient(store);
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
