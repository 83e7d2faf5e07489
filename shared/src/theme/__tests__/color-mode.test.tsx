import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ColorModeProvider,
  ThemeRoot,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  useColorMode,
} from '../color-mode';

function Toggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  return <button onClick={toggleColorMode}>{colorMode}</button>;
}

function renderTheme() {
  return render(
    <ColorModeProvider>
      <ThemeRoot>
        <Toggle />
      </ThemeRoot>
    </ColorModeProvider>,
  );
}

describe('colour mode', () => {
  it('should use the stored preference first', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    globalThis.__prefersDark = false;
    const { container } = renderTheme();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(container.querySelector('#theme')).toHaveClass('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it("should follow the operating system's dark preference when nothing is stored", () => {
    globalThis.__prefersDark = true;
    renderTheme();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('should be light when nothing is stored and the OS prefers light', () => {
    const { container } = renderTheme();
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(container.querySelector('#theme')).not.toHaveClass('dark');
  });

  it('should toggle, store the value and move the dark class', async () => {
    const { container } = renderTheme();
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(container.querySelector('#theme')).toHaveClass('dark');
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('should keep a toggle on the prerendered page made after its first render read the mode', () => {
    // What paint-theme.js does on a click, here while the provider's children render: after the
    // provider read "light", before its listener exists.
    function PrerenderedClick() {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: 'dark' }));
      return null;
    }
    const { container } = render(
      <ColorModeProvider>
        <ThemeRoot>
          <PrerenderedClick />
          <Toggle />
        </ThemeRoot>
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(container.querySelector('#theme')).toHaveClass('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
