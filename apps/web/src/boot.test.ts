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

/** The page as the server sent it: #root (marked as drawn, and for the learner unless told) holding `html`. */
function serverPage(html: string, { learner = true } = {}): HTMLElement {
  document.body.innerHTML = `<div id="root" data-ssr${learner ? ' data-learner' : ''}>${html}</div>`;
  return document.getElementById('root') as HTMLElement;
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

  it('starts on the first intent, once, and fetches nothing ahead on data saver', () => {
    document.body.innerHTML = '<button type="button">México</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const start = vi.fn(() => Promise.resolve());
    const links = document.head.querySelectorAll('link[rel="prefetch"]').length;
    startOnIntent(start, { dataSaver: true });
    expect(start).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('link[rel="prefetch"]').length).toBe(links);
  });

  it('starts at once when the visitor focused a link before the script ran, and not for a page nobody touched', () => {
    document.body.innerHTML = '<a href="/mx/impulsa/blog">Blog</a>';
    const untouched = vi.fn(() => Promise.resolve());
    startOnIntent(untouched, { dataSaver: true });
    expect(untouched).not.toHaveBeenCalled();
    (document.querySelector('a') as HTMLAnchorElement).focus();
    const start = vi.fn(() => Promise.resolve());
    startOnIntent(start, { dataSaver: true });
    expect(start).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement).blur();
  });

  it('starts on a click that no pointer came before (a keyboard’s, a script’s)', () => {
    const start = vi.fn(() => Promise.resolve());
    startOnIntent(start, { dataSaver: true });
    document.body.click();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for an intent on the anonymous page the server drew, and takes no tap away from it', () => {
    const root = serverPage('<form method="post"><button type="submit">Continuar</button></form>', { learner: false });
    const start = vi.fn(() => Promise.resolve());
    boot(root, start);
    expect(start).not.toHaveBeenCalled();
    // The form posts to its page as the browser sends it: nothing holds the tap for the app.
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once a page the browser draws (no server page)', () => {
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    const start = vi.fn(() => Promise.resolve());
    boot(root, start);
    expect(start).toHaveBeenCalledTimes(1);
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
