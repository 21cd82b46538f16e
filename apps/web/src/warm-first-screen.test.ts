import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { warmFirstScreen } from './warm-first-screen';

const screen = () => vi.fn(async () => ({}));

describe('warmFirstScreen', () => {
  it('fetches the code of every screen the path shows, and of no other', () => {
    const layout = screen();
    const lesson = screen();
    const landing = screen();
    const profile = screen();
    const routes: RouteObject[] = [
      {
        path: ALLY_ROOT_PATTERN,
        lazy: layout,
        children: [
          { index: true, lazy: landing },
          { path: 'seccion/lecciones/:lessonId', lazy: lesson },
          { path: 'perfil', lazy: profile },
        ],
      },
    ];
    warmFirstScreen(routes, '/mx/impulsa/seccion/lecciones/6');
    expect(layout).toHaveBeenCalledOnce();
    expect(lesson).toHaveBeenCalledOnce();
    expect(landing).not.toHaveBeenCalled();
    expect(profile).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the router (no unhandled rejection) and ignores an unknown path', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [{ path: '/a', lazy: failing }];
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      warmFirstScreen(routes, '/a');
      warmFirstScreen(routes, '/nowhere');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failing).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
