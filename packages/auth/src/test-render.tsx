import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import type { SetupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { authMessages } from './messages';

export interface RenderScreenOptions {
  /** The URL the memory router starts at. */
  route: string;
  /** The pattern the screen is mounted at, e.g. `allyRoutePattern('login')`. */
  path: string;
  language?: 'es' | 'en';
  /** History state of the first entry (what a previous screen handed over). */
  state?: unknown;
}

/** Holds the screen back until the first entry got its state, as after a real navigation. */
function AfterHandover({ children }: { children: ReactNode }) {
  return useLocation().key === 'default' ? null : children;
}

/** Stands in for every other page, so a test sees where a navigation went. */
function ElsewhereProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one account screen as apps/web does, with the alerts it shows on success. The alerts
 * sit above the routes, so an alert shown on the way to another page is still there after it.
 */
export function renderScreen(ui: ReactElement, { route, path, language, state }: RenderScreenOptions) {
  const rendered = renderWithProviders(
    <AlertProvider>
      <Routes>
        <Route path={path} element={state === undefined ? ui : <AfterHandover>{ui}</AfterHandover>} />
        <Route path="*" element={<ElsewhereProbe />} />
      </Routes>
      <AlertViewport />
    </AlertProvider>,
    { route, path: '*', messages: [authMessages], language },
  );
  if (state !== undefined) void rendered.router.navigate(route, { replace: true, state });
  return rendered;
}

/** The pathname the (memory) router is on now. */
export const pathnameOf = (rendered: ReturnType<typeof renderScreen>) => rendered.router.state.location.pathname;

/** A call that reached the (mock) API: "POST /api/mx/login/" and its JSON body, if any. */
export interface RecordedCall {
  call: string;
  body: unknown;
}

/** Records every request the msw server sees, in order, with its JSON body. */
export function recordCalls(server: SetupServer): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedCall = { call: `${request.method} ${url.pathname}${url.search}`, body: undefined };
    calls.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? JSON.parse(text) : undefined;
      })
      .catch(() => {});
  });
  return calls;
}

/** Just the "METHOD /path" of each recorded call. */
export const callsOf = (calls: RecordedCall[]) => calls.map(({ call }) => call);
