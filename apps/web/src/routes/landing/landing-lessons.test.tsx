import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

useMswServer();

// The landing's lessons are a chunk of their own: on a busy machine they take more than a second.
const LAZY = { timeout: 10_000 };

const signedInAt = (allyCode: string, token: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants what a sign-in leaves: the session cookie and the page's mark.
  document.cookie = `token.${allyCode}=${token}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `user_access.${allyCode}=learner; path=/`;
};

async function firstNewLesson() {
  const region = await screen.findByRole('region', { name: 'Lecciones nuevas' }, LAZY);
  const [card] = await within(region).findAllByRole('article', {}, LAZY);
  if (!card) throw new Error('the landing shows no new lesson');
  return within(card).getAllByRole('link')[0] as HTMLAnchorElement;
}

describe('a lesson tapped on the landing', () => {
  it('takes a visitor to registration, with that lesson as the way back (bad case: the sign-in page)', {
    timeout: 40_000,
  }, async () => {
    const { user, router } = renderApp('/mx/impulsa');
    const link = await firstNewLesson();
    const lesson = /\/seccion\/lecciones\/(\d+)/.exec(decodeURIComponent(link.getAttribute('href') ?? ''))?.[1];
    expect(lesson).toBeDefined();
    expect(link).toHaveAttribute(
      'href',
      `/mx/impulsa/registro?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F${lesson}`,
    );
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/registro');
    // The sign-in offered to a visitor who has an account keeps the lesson too.
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      `/mx/impulsa/login?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F${lesson}`,
    );
  });

  it('opens the lesson itself for a signed-in learner', { timeout: 40_000 }, async () => {
    signedInAt('crecer', 'mock-token-2');
    renderApp('/mx/crecer');
    expect((await firstNewLesson()).getAttribute('href')).toMatch(/^\/mx\/crecer\/seccion\/lecciones\/\d+$/);
  });
});
