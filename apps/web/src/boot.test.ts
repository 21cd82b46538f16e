import { EARLY_TAP_KEY, EARLY_TAP_SCRIPT } from '@aula/contracts/early-tap';
import { clearAllCookies } from '@aula/testing/cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, differsFromServerPage, startOnIntent } from './boot';
import { browserAsksToSaveData, isDataSaverOn } from './data-saver';

/** The readable mark a sign-in on that ally's site leaves (its token is an HttpOnly cookie). */
function signedInOn(allyCode: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the sign-in that writes this cookie.
  document.cookie = `user_access.${allyCode}=learner; path=/`;
}

afterEach(() => {
  localStorage.clear();
  clearAllCookies();
  // Each test's page is its own: a #root left behind would be the next test's server page.
  document.body.innerHTML = '';
});

/** What React leaves on an element it has taken over (hydrated): the held tap waits for it. */
function takenOver(element: Element | null | undefined) {
  if (element) Object.assign(element, { __reactProps$test: {} });
}

/** The page as the server sent it: #root (marked as drawn, and for the learner unless told) holding `html`. */
function serverPage(html: string, { learner = true } = {}): HTMLElement {
  document.body.innerHTML = `<div id="root" data-ssr${learner ? ' data-learner' : ''}>${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** A start of the application that is on screen only once the test calls `finish`. */
function startThatWaits() {
  let resolveStart: () => void = () => {};
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        resolveStart = resolve;
      }),
  );
  return { start, finish: () => resolveStart() };
}

describe('when the start-up script starts the application', () => {
  it('keeps the server’s page for an anonymous visitor and starts at once for a personalised one', () => {
    expect(differsFromServerPage('/mx/impulsa')).toBe(false);
    // Signed in on another ally only: this ally's page is still the anonymous one.
    signedInOn('crecer');
    expect(differsFromServerPage('/mx/impulsa')).toBe(false);
    signedInOn('impulsa');
    expect(differsFromServerPage('/mx/impulsa')).toBe(true);
    expect(differsFromServerPage('/')).toBe(false);
    localStorage.setItem('aula.preferences', JSON.stringify({ language: 'en' }));
    expect(differsFromServerPage('/')).toBe(true);
    localStorage.setItem('aula.preferences', JSON.stringify({ language: 'es', colorMode: 'dark' }));
    expect(differsFromServerPage('/')).toBe(true);
    localStorage.setItem('aula.preferences', '{not json');
    expect(differsFromServerPage('/')).toBe(false);
  });

  it('keeps room for every file the page loads, for the offline worker to keep (250 by default)', () => {
    const setSize = vi.fn();
    Object.assign(performance, { setResourceTimingBufferSize: setSize });
    boot(document.createElement('div'), () => Promise.resolve());
    expect(setSize).toHaveBeenCalledWith(1000);
  });

  it('hydrates at once, not anew, a page the server drew for the signed-in learner', () => {
    signedInOn('impulsa');
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    root.setAttribute('data-ssr', '');
    root.setAttribute('data-learner', '');
    document.body.append(root);
    try {
      // Their own page: the session mark no longer makes it differ (drawn anew would waste it)...
      expect(differsFromServerPage('/mx/impulsa/seccion')).toBe(false);
      // ...but a dark or English preference still does: the server drew it light and in Spanish.
      localStorage.setItem('aula.preferences', JSON.stringify({ colorMode: 'dark' }));
      expect(differsFromServerPage('/mx/impulsa/seccion')).toBe(true);
      // And the app starts at once, without waiting for a tap.
      const start = vi.fn(() => Promise.resolve());
      boot(root, start);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      root.remove();
    }
  });

  it('starts on the first tap and gives a button its tap again once the application runs', async () => {
    document.body.innerHTML = '<button type="button">México</button><a href="#x">Link</a>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const clicks = vi.fn();
    const { start, finish } = startThatWaits();
    startOnIntent(start, { dataSaver: true });
    expect(start).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    // The application's own handler, attached by hydration.
    button.addEventListener('click', clicks);
    takenOver(button);
    finish();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on the page the server drew for the learner while the application starts at once', async () => {
    signedInOn('impulsa');
    const root = serverPage('<button type="button">Cerrar las demás</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    const { start, finish } = startThatWaits();
    boot(root, start);
    expect(start).toHaveBeenCalledTimes(1);
    // Tapped before hydration attached a handler: not lost, given again once the app answers.
    button.click();
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    takenOver(button);
    expect(clicks).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('holds a tap on a server-drawn list field (a searchable select): it opens its list once the app answers', async () => {
    // Before, only buttons were held: the tap only focused the field and its list never opened.
    const root = serverPage(
      '<label for="sales">Ventas por semana</label><input id="sales" role="combobox" aria-expanded="false">',
    );
    const field = root.querySelector('input') as HTMLInputElement;
    const { start, finish } = startThatWaits();
    boot(root, start);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    field.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const opens = vi.fn();
    field.addEventListener('click', opens);
    takenOver(field);
    finish();
    await vi.waitFor(() => expect(opens).toHaveBeenCalledTimes(1));
    // A plain field is not held: its tap goes through as it is made.
    root.insertAdjacentHTML('beforeend', '<input id="name">');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#name')?.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('gives a held tap to the same button of a page the application had to draw anew', async () => {
    const root = serverPage('<button type="button">Cerrar sesión</button><button type="button">Cerrar sesión</button>');
    const { start, finish } = startThatWaits();
    boot(root, start);
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    // The server's page did not match: the app replaced it with its own elements.
    root.innerHTML = '<button type="button">Cerrar sesión</button><button type="button">Cerrar sesión</button>';
    const [first, second] = [...root.querySelectorAll('button')];
    const firstClicks = vi.fn();
    const secondClicks = vi.fn();
    first?.addEventListener('click', firstClicks);
    second?.addEventListener('click', secondClicks);
    takenOver(first);
    takenOver(second);
    finish();
    await vi.waitFor(() => expect(secondClicks).toHaveBeenCalledTimes(1));
    expect(firstClicks).not.toHaveBeenCalled();
  });

  it('waits with a held tap until the app has taken its button over (its screen’s code may come later)', async () => {
    const root = serverPage('<button type="button" role="tab">Rápido</button>');
    const tab = root.querySelector('button') as HTMLButtonElement;
    const { start, finish } = startThatWaits();
    boot(root, start);
    tab.click();
    const clicks = vi.fn();
    tab.addEventListener('click', clicks);
    finish();
    // The app runs, but this part of the page is still the server's: the tap would be lost.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(clicks).not.toHaveBeenCalled();
    takenOver(tab);
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
  });

  it('gives a tap made before this script ran, held by the page’s inline script, and starts the app at once', async () => {
    const root = serverPage(
      '<button type="button" role="tab">Completo</button><button type="button" role="tab">Rápido</button>',
      { learner: false },
    );
    const tab = root.querySelectorAll('button')[1] as HTMLButtonElement;
    // The head's inline script runs as the page is read; boot.ts's file is still on its way.
    new Function(EARLY_TAP_SCRIPT)();
    try {
      const early = new MouseEvent('click', { bubbles: true, cancelable: true });
      tab.dispatchEvent(early);
      // Held: a form's button would not send the form natively meanwhile.
      expect(early.defaultPrevented).toBe(true);
      const { start, finish } = startThatWaits();
      boot(root, start);
      // That tap was the visitor's first intent: no second one is awaited.
      expect(start).toHaveBeenCalledTimes(1);
      const clicks = vi.fn();
      tab.addEventListener('click', clicks);
      takenOver(tab);
      finish();
      await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
      // The inline script holds nothing any more: a later tap reaches the app as it is made.
      const later = new MouseEvent('click', { bubbles: true, cancelable: true });
      tab.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
      expect(clicks).toHaveBeenCalledTimes(2);
    } finally {
      delete (globalThis as Record<string, unknown>)[EARLY_TAP_KEY];
    }
  });

  // A form the server answers (issue 43): sent natively online, so what was typed reaches it;
  // held offline, where a post would meet the browser's "no connection" page and the app queues it.
  it.each([
    [
      'the page’s inline script',
      () => {
        new Function(EARLY_TAP_SCRIPT)();
        return () => {};
      },
    ],
    [
      'boot.ts',
      () => {
        const { start, finish } = startThatWaits();
        boot(document.getElementById('root') as HTMLElement, start);
        return finish;
      },
    ],
  ])('lets a form the server answers be sent online, and holds it offline (%s)', async (_holder, hold) => {
    document.body.innerHTML =
      '<div id="root" data-ssr=""><form method="post"><button type="submit">Continuar</button></form>' +
      '<form method="get" action="/mx/impulsa/salir"><button type="submit">Cerrar sesión</button></form>' +
      '<form><button type="submit">Buscar</button></form></div>';
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    let release = () => {};
    try {
      release = hold();
      const tap = (name: string) => {
        const button = [...document.querySelectorAll('button')].find((one) => one.textContent === name);
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        button?.dispatchEvent(click);
        return click.defaultPrevented;
      };
      expect(tap('Continuar')).toBe(false);
      expect(tap('Cerrar sesión')).toBe(false);
      // A form the app alone answers (no method, no action) is held as before.
      expect(tap('Buscar')).toBe(true);
      online.mockReturnValue(false);
      expect(tap('Continuar')).toBe(true);
    } finally {
      online.mockRestore();
      release();
      await Promise.resolve();
      (globalThis as { [EARLY_TAP_KEY]?: { stop: () => void } })[EARLY_TAP_KEY]?.stop();
      delete (globalThis as Record<string, unknown>)[EARLY_TAP_KEY];
    }
  });

  it('lets taps through again when the application failed to start', async () => {
    const root = serverPage('<button type="button">Otra vez</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    let fail: () => void = () => {};
    boot(
      root,
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = () => reject(new Error('no network'));
        }),
    );
    fail();
    await new Promise((resolve) => setTimeout(resolve, 0));
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('gives a server-rendered form back what was typed before the application reset its fields', async () => {
    document.body.innerHTML =
      '<form><input name="phone_number" value=""><select name="code"><option value="mx">MX</option><option value="co">CO</option></select></form>';
    const input = document.querySelector('input') as HTMLInputElement;
    const select = document.querySelector('select') as HTMLSelectElement;
    const { start, finish } = startThatWaits();
    startOnIntent(start, { dataSaver: true });
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.value = '5550000001';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'co';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The application takes the form over: its library sets each field to its starting value.
    input.value = '';
    select.value = 'mx';
    const heard = vi.fn();
    input.addEventListener('input', () => heard(input.value));
    finish();
    await vi.waitFor(() => expect(input.value).toBe('5550000001'));
    expect(select.value).toBe('co');
    // Given back as typing is, so the form's own handler hears it.
    expect(heard).toHaveBeenCalledWith('5550000001');
  });

  it('gives a server-rendered form back a box cleared and a radio chosen before the application set its starting values', async () => {
    document.body.innerHTML = `<form>
      <input type="checkbox" name="optedIn" checked>
      <input type="radio" name="frequency" value="daily"><input type="radio" name="frequency" value="weekly" checked>
      <input type="checkbox" name="untouched"></form>`;
    const [optedIn, daily, weekly, untouched] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    const { start, finish } = startThatWaits();
    startOnIntent(start, { dataSaver: true });
    // The learner clears the box and picks "daily" on the server's page (a real tap fires click, input and change).
    optedIn?.click();
    daily?.click();
    // The application takes the form over: its library ticks each box as its starting value says.
    Object.assign(optedIn ?? {}, { checked: true });
    Object.assign(weekly ?? {}, { checked: true });
    const heard = vi.fn();
    optedIn?.addEventListener('click', () => heard(optedIn.checked));
    finish();
    await vi.waitFor(() => expect(optedIn?.checked).toBe(false));
    expect(daily?.checked).toBe(true);
    expect(weekly?.checked).toBe(false);
    // Given back by a tap, which the form's own handler hears; a box nobody touched is left alone.
    expect(heard).toHaveBeenCalledWith(false);
    expect(untouched?.checked).toBe(false);
  });
});

describe('data saver', () => {
  it('follows Save-Data, 2g and the visitor’s setting', () => {
    expect(browserAsksToSaveData({ saveData: true })).toBe(true);
    expect(browserAsksToSaveData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(browserAsksToSaveData({ effectiveType: '2g' })).toBe(true);
    expect(browserAsksToSaveData({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(browserAsksToSaveData(undefined)).toBe(false);
    expect(isDataSaverOn()).toBe(false);
    localStorage.setItem('aula.preferences', JSON.stringify({ dataSaver: true }));
    expect(isDataSaverOn()).toBe(true);
    localStorage.setItem('aula.preferences', JSON.stringify({ dataSaver: 'yes' }));
    expect(isDataSaverOn()).toBe(false);
  });
});
