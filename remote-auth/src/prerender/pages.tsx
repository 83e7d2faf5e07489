// Build-time only (run by shared/scripts/prerender.mjs in Node, never bundled for the browser).
import { prerender } from 'shared/prerender';
import { ThemeRoot } from 'shared/theme';
import { AuthLayout, ThemeToggle } from 'shared/ui';
import { SignInPage } from '../features/sign-in/components/sign-in-page';

/**
 * The pages worth sending as HTML, by exposed module: the sign-in page is every visitor's first
 * screen, often on a phone, and is the same for everyone. Pages that greet someone by name or read
 * the URL's query (a signup success) are left to the app.
 */
export const renderPages = () =>
  prerender({
    LoginPage: {
      path: '/login',
      frame: 'auth',
      page: (
        <ThemeRoot>
          <AuthLayout>
            <SignInPage />
          </AuthLayout>
          <ThemeToggle />
        </ThemeRoot>
      ),
    },
  });
