// Paints the stored (or OS) theme before any bundle arrives, so the page never flashes white.
// A file, not an inline script: the Content-Security-Policy allows no inline scripts. It runs
// while the page is parsed (no defer), which is the point; it is a few hundred bytes.
//
// On a page the server sent prerendered (`#prerender`: the sign-in page, the signed-in dashboard's
// frame) it also makes the theme button work before the app has started (issue 26): the page's
// `#theme` element gets the `dark` class as the app would give it, and a click on the button
// toggles the theme at once, stores it, and tells the app (shared/theme color-mode.tsx), which
// keeps the choice when it takes the page over. The button's icon and name follow <html>'s class
// through CSS (shared/ui theme-toggle.tsx).
(() => {
  const root = document.documentElement;
  const THEME_KEY = 'theme'; // SPEC.md §3
  const CHANGE_EVENT = 'fluxo:theme'; // shared/theme THEME_CHANGE_EVENT

  const apply = (theme) => {
    root.classList.remove(theme === 'dark' ? 'light' : 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
    for (const element of document.querySelectorAll('#prerender #theme'))
      element.classList.toggle('dark', theme === 'dark');
  };

  let theme = null;
  try {
    theme = localStorage.getItem(THEME_KEY);
  } catch {
    // Storage blocked: the OS preference decides, as the app's own provider would.
  }
  if (theme !== 'dark' && theme !== 'light')
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  apply(theme);
  document.addEventListener('DOMContentLoaded', () => apply(theme));

  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest('[data-theme-toggle]') : null;
    // Once the app has taken the page over, its own button (and provider) does this.
    if (!button?.closest('#prerender')) return;
    theme = theme === 'dark' ? 'light' : 'dark';
    apply(theme);
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // The toggle still works for this visit when storage is blocked.
    }
    dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: theme }));
  });
})();
