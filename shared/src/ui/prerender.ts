// A page the server sent prerendered (remote-auth's sign-in page, see api/src/plugins/web/prerendered-pages.ts)
// sits in `#prerender`, visible and typable, while `#root` is hidden and the app's scripts wait for
// the person's first input. These two functions hand the page over to the app without losing
// what was typed or where the caret was.

const PRERENDER_ID = 'prerender';
const THEME_BUTTON = '[data-theme-toggle]';

function prerenderRoot(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(PRERENDER_ID);
}

/** What was typed into the prerendered field `name` before the app arrived ('' when none). */
export function prerenderedValue(name: string): string {
  return fieldNamed(prerenderRoot(), name)?.value ?? '';
}

/** Whether the prerendered field `name` was left (blurred) before the app arrived (start-on-input.js). */
export function prerenderedFieldWasLeft(name: string): boolean {
  return fieldNamed(prerenderRoot(), name)?.hasAttribute('data-left') ?? false;
}

/** Whether Enter was pressed in the prerendered form before the app arrived (start-on-input.js). */
export function prerenderWasSubmitted(): boolean {
  return prerenderRoot()?.querySelector('form[data-submitted]') != null;
}

function fieldNamed(root: ParentNode | null, name: string): HTMLInputElement | undefined {
  return [...(root?.querySelectorAll('input') ?? [])].find((input) => input.name === name);
}

/**
 * Removes the prerendered page and shows the app in its place, with the focus (and caret) on the
 * app's field of the same name. Called in a layout effect once the route's page has rendered, so
 * both happen before the browser paints: no frame shows neither or both.
 */
export function adoptPrerender(): void {
  const prerender = prerenderRoot();
  if (!prerender) return;
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && prerender.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
  // The theme button, the one control of a signed-in page's picture (reached with Tab, which
  // starts the app): the focus moves to the app's own, not to the page's start.
  const onThemeButton =
    active instanceof HTMLElement && active.matches(`#${PRERENDER_ID} ${THEME_BUTTON}`);
  prerender.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  if (onThemeButton) document.querySelector<HTMLElement>(THEME_BUTTON)?.focus();
  if (!focused?.name) return;
  // The prerendered page is gone: the field of that name is the app's.
  const field = fieldNamed(document, focused.name);
  if (!field) return;
  field.focus();
  // Only text-like inputs have a caret (an email input throws on setSelectionRange).
  try {
    if (focused.start !== null) field.setSelectionRange(focused.start, focused.end);
  } catch {
    // No selection API on this input type: the caret goes to the end, where it usually was.
  }
}
