// Loaded instead of the app's scripts on a page the server sent prerendered (the sign-in page,
// the dashboard with its figures): the page is already there, so the app starts on the person's
// first sign of use (pointer, key, focus, touch, wheel) rather than competing with the first paint
// on a slow phone. The scripts were prefetched meanwhile; the app then takes the page over with
// what was typed. On the sign-in page someone already signed in starts at once: the app sends them
// on to their dashboard. `data-wait="always"` (a page with the person's own data) waits anyway.
(() => {
  const { app = '', wait } = document.currentScript?.dataset ?? {};
  const scripts = app.split(' ').filter(Boolean);
  const events = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) removeEventListener(type, start, true);
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Inserted scripts run as they arrive unless told otherwise: keep the build's order.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // Enter in the prerendered form before the app is there (autofill, then Enter): the browser does
  // not submit it (its button is disabled until the app validates), so the form is marked and the
  // app submits it on arrival with what was typed (shared/ui prerender.ts).
  const markSubmitted = (form) => {
    if (form?.closest('#prerender')) form.dataset.submitted = '';
  };
  addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement)
        markSubmitted(event.target.form);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || !event.target.closest('#prerender')) return;
      event.preventDefault();
      markSubmitted(event.target);
    },
    true,
  );
  // A field left before the app is there (typed, then Tab): the app shows that field's message as
  // soon as it takes over, as it would have on the blur itself (issue 19, item 5).
  addEventListener(
    'focusout',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.closest('#prerender'))
        event.target.dataset.left = '';
    },
    true,
  );
  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('account'));
  } catch {
    // Storage blocked: nobody can be signed in on this page.
  }
  if (signedIn && wait !== 'always') start();
  else for (const type of events) addEventListener(type, start, { capture: true, passive: true });
})();
