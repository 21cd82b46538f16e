import { readAllyCode, readCountry } from '@aula/api-client/cookies';
import { clearAllCookies } from '@aula/testing/cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceRouteFiles, listedRouteFiles, rememberAllyBrowsed, whenLearnerPageDrawn } from './learner-page-start';
import { ROUTE_FILES_ID } from './ssr/route-files-id';

function listInPage(text: string) {
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: ROUTE_FILES_ID });
  script.textContent = text;
  document.head.append(script);
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

/**
 * Takes out what these tests put in the head, and only that: the files share one document, and
 * styled-components' style element there is another test's page's look.
 */
function clearListAndPreloads() {
  for (const element of document.head.querySelectorAll(`#${ROUTE_FILES_ID}, link[rel="modulepreload"]`)) {
    element.remove();
  }
}

afterEach(() => {
  clearAllCookies();
  clearListAndPreloads();
  vi.useRealTimers();
});

describe('the learner’s server-drawn page asks for its code once it is drawn', () => {
  it('reads the files the server listed, and nothing from a list it cannot read', () => {
    expect(listedRouteFiles()).toEqual([]);
    listInPage('{not json');
    expect(listedRouteFiles()).toEqual([]);
    clearListAndPreloads();
    listInPage('{"files":["/assets/a.js"]}');
    expect(listedRouteFiles()).toEqual([]);
    clearListAndPreloads();
    listInPage('["/assets/a.js", 7, null, "/assets/b.js"]');
    expect(listedRouteFiles()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('announces every file as a module preload the page’s scripts reuse, a few per task', async () => {
    const files = Array.from({ length: 20 }, (_, index) => `/assets/file-${index}.js`);
    listInPage(JSON.stringify(files));
    const announcing = announceRouteFiles();
    // The first few at once; the rest after the main thread has had a turn.
    expect(preloads()).toHaveLength(8);
    await announcing;
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(files);
    expect(preloads().every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('waits for the page’s load on a learner’s page only', async () => {
    const anonymous = document.createElement('div');
    await expect(whenLearnerPageDrawn(anonymous)).resolves.toBeUndefined();

    const learner = document.createElement('div');
    learner.setAttribute('data-learner', '');
    listInPage('["/assets/a.js"]');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    // The paint after the load is a frame of the test's own: jsdom's frame clock, shared by every
    // file of the worker, is not what this test is about (it once never ticked on a loaded CI machine).
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => setTimeout(() => frame(0), 0));
    let started = false;
    const waiting = whenLearnerPageDrawn(learner).then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Bad case: the code asked for while the page is still loading its cover.
    expect(started).toBe(false);
    expect(preloads()).toHaveLength(0);
    readyState.mockReturnValue('complete');
    dispatchEvent(new Event('load'));
    await waiting;
    expect(preloads()).toHaveLength(1);
    readyState.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('the ally being browsed', () => {
  it('is remembered from the learner’s page address before the app starts, as its brand loader would', () => {
    rememberAllyBrowsed('/mx/crecer/seccion/perfil');
    expect(readCountry()).toBe('mx');
    expect(readAllyCode()).toBe('crecer');
  });

  it('is left as it was by an address without an ally', () => {
    rememberAllyBrowsed('/mx/crecer/seccion');
    rememberAllyBrowsed('/settings');
    rememberAllyBrowsed('/');
    expect(readAllyCode()).toBe('crecer');
  });
});
