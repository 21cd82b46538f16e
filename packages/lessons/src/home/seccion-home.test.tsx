import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderScreen, SITE } from '../test-screen';
import { SeccionHome } from './seccion-home';

const server = useMswServer();
const PATH = allyRoutePattern('seccion');

describe('SeccionHome', { timeout: 20_000 }, () => {
  it('continues where the learner left off, recommends, lists modules with progress and the new lessons', async () => {
    const { user, router } = renderScreen(<SeccionHome />, `${SITE}/seccion`, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeInTheDocument();
    const following = await screen.findByRole('region', { name: 'Continúa donde te quedaste' });
    const started = mockState().lessons.find(
      (l) => l.allyCode === 'crecer' && l.detail.progress > 0 && l.detail.progress < 100,
    );
    const card = await within(following).findByRole('link', { name: started?.detail.title });
    expect(within(following).getByText(`Llevas ${started?.detail.progress} %`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recomendadas para tu negocio' })).toBeInTheDocument();
    expect(await screen.findAllByRole('progressbar', { name: /^Avance del módulo/ })).not.toHaveLength(0);
    await user.click(card);
    expect(router.state.location.pathname).toBe(`${SITE}/seccion/lecciones/${started?.detail.id}`);
  });

  it('draws its lists together once the top of the page has its answers, none arriving above another', async () => {
    renderScreen(<SeccionHome />, `${SITE}/seccion`, PATH);
    // Before the answers: one placeholder, no list yet to be pushed down by the next.
    expect(screen.getByRole('status')).toHaveTextContent('Cargando lecciones…');
    expect(screen.queryByRole('region', { name: 'Recomendadas para tu negocio' })).not.toBeInTheDocument();
    const following = await screen.findByRole('region', { name: 'Continúa donde te quedaste' });
    // Arrived at once with it: the lists under it, each past its own loading state.
    expect(screen.getByRole('region', { name: 'Recomendadas para tu negocio' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tus módulos' })).toBeInTheDocument();
    expect(within(following).queryByRole('status')).not.toBeInTheDocument();
  });

  it('welcomes a new learner with friendly empty states', async () => {
    for (const lesson of mockState().lessons) lesson.detail.progress = 0;
    renderScreen(<SeccionHome />, `${SITE}/seccion`, PATH);
    expect(
      await screen.findByText('Cuando empieces una lección, aquí la encontrarás para seguir.'),
    ).toBeInTheDocument();
  });

  it('congratulates a learner who finished every lesson, instead of inviting them to start one', async () => {
    for (const lesson of mockState().lessons) lesson.detail.progress = 100;
    renderScreen(<SeccionHome />, `${SITE}/seccion`, PATH);
    const following = await screen.findByRole('region', { name: 'Continúa donde te quedaste' });
    expect(
      await within(following).findByText(
        'Terminaste todas las lecciones que empezaste. Mira tus logros o empieza un módulo nuevo.',
      ),
    ).toBeInTheDocument();
    expect(within(following).getByText('¡Bien hecho!')).toBeInTheDocument();
    expect(within(following).queryByText(/Cuando empieces una lección/)).not.toBeInTheDocument();
    expect(within(following).getByRole('link', { name: 'Ver mis logros' })).toHaveAttribute(
      'href',
      `${SITE}/seccion/logros`,
    );
  });

  it('offers a retry when the learner’s lists fail to load', async () => {
    server.use(http.get('*/api/lessons/following/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderScreen(<SeccionHome />, `${SITE}/seccion`, PATH);
    const following = await screen.findByRole('region', { name: 'Continúa donde te quedaste' });
    expect(await within(following).findByRole('alert')).toHaveTextContent('No pudimos cargar las lecciones.');
    await user.click(within(following).getByRole('button', { name: 'Reintentar' }));
    expect(await within(following).findAllByRole('article')).not.toHaveLength(0);
  });

  it('puts a heart on each card that adds the lesson to the favourites at once', async () => {
    const { user } = renderScreen(<SeccionHome />, `${SITE}/seccion`, PATH);
    const following = await screen.findByRole('region', { name: 'Continúa donde te quedaste' });
    const [heart] = await within(following).findAllByRole('button', { name: /^Favorita: / });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart as HTMLElement);
    await within(following).findByRole('button', { name: heart?.getAttribute('aria-label') ?? '', pressed: true });
  });
});
