import type { SessionUser } from '@aula/contracts/auth';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import type { ReactElement } from 'react';
import { consoleMessages } from '../messages';
import { consoleSession } from './console-session';

/**
 * jsdom draws nothing: ProseMirror (a post's body editor) asks where the selection is on screen.
 * Call once per file (in `beforeAll`) before an editor is typed in.
 */
export function letProseMirrorMeasure() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
}

/**
 * A blog screen of the console at `/{country}/{ally}/{path}`, with the alerts a change shows, for a
 * demo member of that role (staff acting for `ally`).
 */
export function renderBlogScreen(
  ui: ReactElement,
  key: 'consoleBlog' | 'consoleBlogPost',
  path: string,
  { ally = 'impulsa', access = 'ally_editor' }: { ally?: string; access?: SessionUser['access'] } = {},
) {
  const session = access === 'staff' ? consoleSession('staff', undefined, ally) : consoleSession(access, ally);
  return renderWithProviders(
    <AlertProvider>
      {ui}
      <AlertViewport />
    </AlertProvider>,
    {
      route: `/${session.site.country}/${session.site.allyCode}/${path}`,
      path: allyRoutePattern(key),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
    },
  );
}
