import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from 'shared/session';
import { AppProviders } from 'shared/ui';
import { AppRoutes } from './routes';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
