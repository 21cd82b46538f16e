import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch, usePrefetch, useRoutePrefetch } from './prefetch';

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;

describe('canPrefetch', () => {
  it('prefetches on 4g and 3g, and where the browser says nothing about the connection', () => {
    expect(canPrefetch(withConnection({ effectiveType: '4g' }))).toBe(true);
    expect(canPrefetch(withConnection({ effectiveType: '3g', saveData: false }))).toBe(true);
    expect(canPrefetch(withConnection(undefined))).toBe(true);
  });

  it('does not on 2g, slow-2g or with data saver on', () => {
    expect(canPrefetch(withConnection({ effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(withConnection({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(withConnection({ effectiveType: '4g', saveData: true }))).toBe(false);
  });
});

function Probe({ load, enabled }: { load: () => Promise<unknown>; enabled?: boolean }) {
  usePrefetch(load, enabled);
  return null;
}

describe('usePrefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the next chunk once the page is idle', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    render(<Probe load={load} />);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on a data-saver connection, nor while disabled, nor after unmounting', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', withConnection({ saveData: true }));
    render(<Probe load={load} />);
    vi.unstubAllGlobals();
    render(<Probe load={load} enabled={false} />);
    render(<Probe load={load} />).unmount();
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });
});

function RouteProbe() {
  useRoutePrefetch();
  return null;
}

describe('useRoutePrefetch', () => {
  afterEach(() => vi.useRealTimers());

  it("loads what the current route's handle names, and nothing on a route that names none", () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const routes = [
      { path: '/modulos', element: <RouteProbe />, handle: { prefetch: load } },
      { path: '/otra', element: <RouteProbe /> },
    ];
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/otra'] })} />);
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/modulos'] })} />);
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
