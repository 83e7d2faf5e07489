import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptServedData } from 'shared/api';
import { connectApiClient, createAppStore, selectAccessToken } from 'shared/session';
import { App } from './app/app';

export function bootstrap(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const store = createAppStore();
  connectApiClient(store);
  // A page sent with the person's figures: the route takes them over instead of asking again.
  adoptServedData(store, selectAccessToken(store.getState()));
  const root = createRoot(container);
  // The first render (providers, router, shell) is rendered in one go at the default priority, a
  // long task on a slow phone; as a transition React renders it in slices and input and paint get
  // a turn between them.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}
