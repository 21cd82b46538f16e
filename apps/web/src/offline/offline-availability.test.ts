import { OFFLINE_WORKER_MARK } from '@aula/contracts/server-render';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVING_GIVE_UP_MS, useOfflineAvailability } from './offline-availability';
import { lessonCacheName, lessonUrl } from './offline-requests';
import { ServerOfflineWorkerProvider } from './offline-worker';
import { useOnline } from './use-online';
import { OFFLINE_MESSAGES } from './worker-messages';

const LESSON = { allyCode: 'impulsa', lessonId: '6' };

/** The lesson's mark as a screen draws it: on the server (renderToString) and in the browser (hydrateRoot). */
const Mark = () => createElement('p', null, useOfflineAvailability(LESSON, useOnline()));

/** A device's lesson caches (the part of CacheStorage the hook reads) and its service worker. */
function fakeDevice({ controlled }: { controlled: boolean }) {
  const stored = new Map<string, Set<string>>();
  const cacheStorage = {
    open: async (name: string) => ({
      match: async (url: string) => (stored.get(name)?.has(url) ? new Response('{}') : undefined),
    }),
  };
  const worker = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  vi.stubGlobal('caches', cacheStorage);
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  return {
    store: (allyCode: string, url: string) =>
      stored.set(lessonCacheName(allyCode), new Set([...(stored.get(lessonCacheName(allyCode)) ?? []), url])),
    tell: (data: unknown) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data }))),
  };
}

describe('useOfflineAvailability: the "available offline" mark of a lesson', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says "saving" from the first draw when a worker controls the page, then "available" when it stored the lesson', async () => {
    const device = fakeDevice({ controlled: true });
    const { result } = renderHook(() => useOfflineAvailability(LESSON, true));
    expect(result.current).toBe('saving');
    // Another ally's lesson, or another lesson, is not this one (bad input: a foreign message).
    device.tell({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode: 'crecer', url: lessonUrl(6) });
    device.tell({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode: 'impulsa', url: lessonUrl(7) });
    device.tell({ type: 'aula:unknown' });
    expect(result.current).toBe('saving');
    device.tell({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode: 'impulsa', url: lessonUrl(6) });
    expect(result.current).toBe('available');
  });

  it('finds a lesson saved on an earlier visit in the cache', async () => {
    const device = fakeDevice({ controlled: true });
    device.store('impulsa', lessonUrl(6));
    const { result } = renderHook(() => useOfflineAvailability(LESSON, true));
    await waitFor(() => expect(result.current).toBe('available'));
  });

  it('stops saying "saving" when the worker never stored the lesson (not found, an error)', async () => {
    fakeDevice({ controlled: true });
    const { result } = renderHook(() => useOfflineAvailability(LESSON, true));
    expect(result.current).toBe('saving');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVING_GIVE_UP_MS + 10);
    });
    expect(result.current).toBe('none');
  });

  it('says nothing without a controlling worker, offline, or off a lesson', async () => {
    const device = fakeDevice({ controlled: false });
    const uncontrolled = renderHook(() => useOfflineAvailability(LESSON, true));
    expect(uncontrolled.result.current).toBe('none');
    // A worker that takes over after the lesson was opened may have missed its answer: no promise.
    Object.assign(navigator.serviceWorker, { controller: {} });
    uncontrolled.rerender();
    expect(uncontrolled.result.current).toBe('none');
    // Nor does its news move the page: the mark waits for the next visit.
    device.tell({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode: 'impulsa', url: lessonUrl(6) });
    expect(uncontrolled.result.current).toBe('none');
    fakeDevice({ controlled: true });
    expect(renderHook(() => useOfflineAvailability(LESSON, false)).result.current).toBe('none');
    expect(renderHook(() => useOfflineAvailability(undefined, true)).result.current).toBe('none');
  });

  it("moving to another lesson forgets the first one's mark", async () => {
    const device = fakeDevice({ controlled: true });
    device.store('impulsa', lessonUrl(6));
    const { result, rerender } = renderHook(({ lesson }) => useOfflineAvailability(lesson, true), {
      initialProps: { lesson: LESSON },
    });
    await waitFor(() => expect(result.current).toBe('available'));
    rerender({ lesson: { allyCode: 'impulsa', lessonId: '7' } });
    expect(result.current).toBe('saving');
  });

  it('adopts a lesson the server drew (no worker there) with the same mark, under a controlling worker', async () => {
    // What the server sends: its renderer has no worker and is online.
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Mark));
    expect(container.textContent).toBe('none');
    const device = fakeDevice({ controlled: true });
    device.store('impulsa', lessonUrl(6));
    const redrawn = vi.fn();
    // A first draw unlike the server's is a recoverable error: React then replaces the whole page.
    const app = await act(async () => hydrateRoot(container, createElement(Mark), { onRecoverableError: redrawn }));
    try {
      expect(redrawn).not.toHaveBeenCalled();
      // Then the device's own copy is found and said.
      await waitFor(() => expect(container.textContent).toBe('available'));
    } finally {
      act(() => app.unmount());
    }
  });

  it('adopts a lesson the server drew as under the worker (its mark on #root) with the same "saving"', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderToString(createElement(ServerOfflineWorkerProvider, { value: true }, createElement(Mark)));
    expect(root.textContent).toBe('saving');
    root.setAttribute(OFFLINE_WORKER_MARK, '');
    document.body.append(root);
    const device = fakeDevice({ controlled: true });
    const redrawn = vi.fn();
    const app = await act(async () => hydrateRoot(root, createElement(Mark), { onRecoverableError: redrawn }));
    try {
      expect(redrawn).not.toHaveBeenCalled();
      expect(root.textContent).toBe('saving');
      // The promise is kept: the worker's word that it stored the lesson is heard.
      device.tell({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode: 'impulsa', url: lessonUrl(6) });
      expect(root.textContent).toBe('available');
    } finally {
      act(() => app.unmount());
      root.remove();
    }
  });
});
