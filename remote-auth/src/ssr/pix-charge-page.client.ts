// The script of the payer's page the server sends (pix-charge-page.server.tsx), in place of the
// app: a few hundred bytes for what the page does, so a slow phone has nothing else to run.
// What it does is what the app's PixCopyCode and usePublicPixChargeQuery do on the same page.

/** How long the button says the code was copied (PixCopyCode's COPIED_MS). */
const COPIED_MS = 2000;
/** While a charge waits, the page asks again now and then (get-public-pix-charge.ts). */
const WAITING_POLL_MS = 30_000;

function copyCode(button: HTMLElement) {
  const field = document.getElementById(button.dataset.pixCopy ?? '');
  const label = button.querySelector<HTMLElement>('[data-pix-copy-label]');
  const status = button.parentElement?.querySelector<HTMLElement>('[data-pix-copy-status]');
  if (!(field instanceof HTMLTextAreaElement) || !label || !status) return;
  navigator.clipboard.writeText(field.value).then(
    () => {
      label.textContent = 'Código copiado';
      status.textContent = 'Código copiado';
      setTimeout(() => {
        label.textContent = 'Copiar código Pix';
        status.textContent = '';
      }, COPIED_MS);
    },
    () => {
      // An old phone, or a page not served over https: the payer copies with the system's menu.
      field.focus();
      field.select();
      status.textContent = 'Selecione o código e copie';
    },
  );
}

// The page the server sent (deferred: it is parsed by now).
const page = document.getElementById('prerender') ?? document;

page.addEventListener('click', (event) => {
  const button = event.target instanceof Element && event.target.closest('[data-pix-copy]');
  if (button instanceof HTMLElement) copyCode(button);
});

// A charge that waits for payment: once the API says it is no longer waiting (paid, cancelled),
// the page is fetched again, and the server sends it as it now is. Only while the page is seen.
const waiting = page.querySelector('[data-pix-charge-status="active"]');
if (waiting) {
  const url = `/v1/public/pix-charges/${location.pathname.split('/')[2] ?? ''}`;
  setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    fetch(url, { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((charge: { status?: string } | null) => {
        if (charge && charge.status !== 'active') location.reload();
      })
      .catch(() => {
        // Offline for a moment: the next turn asks again.
      });
  }, WAITING_POLL_MS);
}

// A module (no globals leak into the page); the build wraps it in a function of its own.
export {};
