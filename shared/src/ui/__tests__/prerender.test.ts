import {
  adoptPrerender,
  prerenderedFieldWasLeft,
  prerenderedValue,
  prerenderWasSubmitted,
} from '../prerender';

function serverPage(): HTMLElement {
  document.body.innerHTML =
    '<div id="prerender"><input name="email"><input name="password" type="password"></div>' +
    '<div id="root" hidden><input name="email"><input name="password" type="password"></div>';
  return document.getElementById('prerender')!;
}

describe('the page the server prerendered', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should read what was typed into it, and nothing without it', () => {
    const prerender = serverPage();
    prerender.querySelector<HTMLInputElement>('[name=email]')!.value = 'ana@empresa.com.br';
    expect(prerenderedValue('email')).toBe('ana@empresa.com.br');
    expect(prerenderedValue('password')).toBe('');
    expect(prerenderedValue('nome')).toBe('');
    prerender.remove();
    expect(prerenderedValue('email')).toBe('');
  });

  it('should give way to the app, with the focus and caret on its field of the same name', () => {
    const prerender = serverPage();
    const typed = prerender.querySelector<HTMLInputElement>('[name=password]')!;
    typed.value = 'Demo1234';
    typed.focus();
    typed.setSelectionRange(2, 2);
    const appField = document.querySelector<HTMLInputElement>('#root [name=password]')!;
    appField.value = 'Demo1234';

    adoptPrerender();

    expect(document.getElementById('prerender')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.activeElement).toBe(appField);
    expect([appField.selectionStart, appField.selectionEnd]).toEqual([2, 2]);
  });

  it("should move the focus from the picture's theme button to the app's", () => {
    document.body.innerHTML =
      '<div id="prerender"><div inert><a href="/">Insights</a></div>' +
      '<button data-theme-toggle="">Modo Escuro</button></div>' +
      '<div id="root" hidden><a href="/">Insights</a><button data-theme-toggle="">Modo Escuro</button></div>';
    document.querySelector<HTMLElement>('#prerender [data-theme-toggle]')!.focus();
    adoptPrerender();
    expect(document.activeElement).toBe(document.querySelector('#root [data-theme-toggle]'));
  });

  it('should show the app and leave the focus alone when nothing in it had the focus', () => {
    serverPage();
    adoptPrerender();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('should tell whether Enter was pressed in its form before the app arrived', () => {
    document.body.innerHTML = '<div id="prerender"><form><input name="email"></form></div>';
    expect(prerenderWasSubmitted()).toBe(false);
    document.querySelector('form')!.dataset.submitted = '';
    expect(prerenderWasSubmitted()).toBe(true);
  });

  it('should tell which of its fields were left before the app arrived', () => {
    const prerender = serverPage();
    prerender.querySelector<HTMLInputElement>('[name=email]')!.dataset.left = '';
    expect(prerenderedFieldWasLeft('email')).toBe(true);
    expect(prerenderedFieldWasLeft('password')).toBe(false);
    expect(prerenderedFieldWasLeft('nome')).toBe(false);
    prerender.remove();
    expect(prerenderedFieldWasLeft('email')).toBe(false);
  });

  it('should do nothing on a page sent without one', () => {
    document.body.innerHTML = '<div id="root"><input name="email"></div>';
    adoptPrerender();
    expect(document.body.innerHTML).toBe('<div id="root"><input name="email"></div>');
  });
});
