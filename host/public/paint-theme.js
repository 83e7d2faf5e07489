// Paints the stored (or OS) theme before any bundle arrives, so the page never flashes white.
// A file, not an inline script: the Content-Security-Policy allows no inline scripts. It runs
// while the page is parsed (no defer), which is the point; it is a few hundred bytes.
(() => {
  try {
    let theme = localStorage.getItem('theme');
    if (theme !== 'dark' && theme !== 'light')
      theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.classList.add(theme);
    document.documentElement.style.colorScheme = theme;
  } catch {
    // Storage blocked: the app's own provider picks the theme once it starts.
  }
})();
