import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '../session/store';
import { ColorModeProvider, ThemeRoot } from '../theme/color-mode';
import { system } from '../theme/system';
import { Toaster } from './toaster';

/**
 * Store, theme, locale and toaster: what the host gives every remote, and what a remote gives
 * itself when it runs standalone. One definition, so both look and behave the same.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <LocaleProvider locale="pt-BR">
          <ColorModeProvider>
            <ThemeRoot>
              {children}
              <Toaster />
            </ThemeRoot>
          </ColorModeProvider>
        </LocaleProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
