import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonsMessages } from '../messages';
import { renderScreen, SITE } from '../test-screen';
import { ModuleScreen } from './module-screen';
import { ModulesScreen } from './modules-screen';

const server = useMswServer();
const PATH = allyRoutePattern('module');

/** The crecer module with a half-done lesson in it. */
function startedModule() {
  const lesson = mockState().lessons.find(
    (l) => l.allyCode === 'crecer' && l.detail.progress > 0 && l.detail.progress < 100,
  );
  const module = mockState().modules.find((candidate) => candidate.id === lesson?.detail.module.id);
  const lessons = mockState()
    .lessons.filter((l) => l.detail.module.id === module?.id)
    .sort((a, b) => a.detail.order - b.detail.order);
  return { module, lessons, started: lesson };
}

describe('ModuleScreen', { timeout: 20_000 }, () => {
  it('introduces the module, shows its progress and its lessons in order with a check on the finished ones', async () => {
    const { module, lessons, started } = startedModule();
    const { user, router } = renderScreen(<ModuleScreen />, `${SITE}/seccion/modulos/${module?.id}`, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: module?.title })).toBeInTheDocument();
    const finished = lessons.filter((l) => l.detail.progress === 100).length;
    const percent = Math.round((finished / lessons.length) * 100);
    expect(screen.getByRole('progressbar', { name: 'Avance del módulo' })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
    const list = screen.getByRole('region', { name: 'Lecciones del módulo' });
    const rows = await within(list).findAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(
      lessons.map((l, index) => {
        const state =
          l.detail.progress === 100
            ? 'Terminada'
            : l.detail.progress > 0
              ? `En curso: ${l.detail.progress} %`
              : 'Pendiente';
        return expect.stringContaining(`${index + 1}. ${l.detail.title}${state}`);
      }),
    );
    await user.click(screen.getByRole('link', { name: `Seguir con «${started?.detail.title}»` }));
    expect(router.state.location.pathname).toBe(`${SITE}/seccion/lecciones/${started?.detail.id}`);
  });

  it('says it cannot find another ally’s module or a malformed id', async () => {
    const other = mockState().modules.find((module) => module.ally_code !== 'crecer');
    renderScreen(<ModuleScreen />, `${SITE}/seccion/modulos/${other?.id}`, PATH);
    expect(await screen.findByRole('heading', { name: 'No encontramos este módulo' })).toBeInTheDocument();
  });

  it('offers a retry when the module fails to load', async () => {
    const { module } = startedModule();
    server.use(http.get('*/api/lesson_modules/:id/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderScreen(<ModuleScreen />, `${SITE}/seccion/modulos/${module?.id}`, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar este módulo.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: module?.title })).toBeInTheDocument();
  });

  it('offers the module in WhatsApp as a plain link, or says where to accept WhatsApp messages first', async () => {
    const { module } = startedModule();
    if (!module) throw new Error('the fixtures have a started crecer module');
    const link = `https://wa.me/525550002000?text=${encodeURIComponent(`Quiero aprender «${module.title}» (M${module.id})`)}`;
    mockState().moduleChats[module.id] = { link };
    const first = renderScreen(<ModuleScreen />, `${SITE}/seccion/modulos/${module.id}`, PATH);
    expect(await screen.findByRole('link', { name: 'Aprender por WhatsApp' })).toHaveAttribute('href', link);
    first.unmount();

    mockState().moduleChats[module.id] = { link: null };
    renderScreen(<ModuleScreen />, `${SITE}/seccion/modulos/${module.id}`, PATH);
    expect(await screen.findByRole('link', { name: 'Acepta los mensajes por WhatsApp' })).toHaveAttribute(
      'href',
      `${SITE}/seccion/cuenta/recordatorios`,
    );
    expect(screen.queryByRole('link', { name: 'Aprender por WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows nothing of WhatsApp for a module not offered there', async () => {
    const { module } = startedModule();
    renderScreen(<ModuleScreen />, `${SITE}/seccion/modulos/${module?.id}`, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: module?.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aprender por WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByText('También puedes tomar este módulo en tu chat de WhatsApp.')).not.toBeInTheDocument();
  });
});

describe('ModulesScreen', { timeout: 20_000 }, () => {
  it('lists the learner’s modules, each linking to its page with its progress', async () => {
    renderScreen(<ModulesScreen />, `${SITE}/seccion/modulos`, allyRoutePattern('modules'));
    const own = mockState().modules.filter((module) => module.ally_code === 'crecer' && module.country !== 'co');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(own.map((m) => `${SITE}/seccion/modulos/${m.id}`));
    expect(screen.getAllByRole('progressbar')).toHaveLength(own.length);
  });

  it('says so when the ally has no modules in the country yet', async () => {
    mockState().modules = [];
    renderScreen(<ModulesScreen />, `${SITE}/seccion/modulos`, allyRoutePattern('modules'));
    expect(await screen.findByText('Tu aliado aún no publica módulos en tu país.')).toBeInTheDocument();
  });
});

describe('ModulesScreen for staff', { timeout: 20_000 }, () => {
  it('also lists every ally’s modules (admin calls), with a module’s lessons on opening it', async () => {
    const staff = mockState().users.find((entry) => entry.user.access === 'staff');
    if (!staff) throw new Error('the mock world needs a staff member');
    plantSession(`mock-token-${staff.user.id}`, 'staff');
    const { user } = renderWithProviders(<ModulesScreen />, {
      route: `/mx/${staff.user.ally_code}/seccion/modulos`,
      path: allyRoutePattern('modules'),
      messages: [lessonsMessages],
      preloadedState: { session: { signedIn: true, user: staff.user } },
    });
    const region = await screen.findByRole('region', { name: 'Todos los módulos (equipo)' });
    const everyModule = mockState().modules;
    const other = everyModule.find((module) => module.ally_code !== staff.user.ally_code);
    const summary = await within(region).findByText(other?.title ?? '');
    await user.click(summary);
    const lesson = mockState().lessons.find((l) => l.detail.module.id === other?.id);
    expect(await within(region).findByText(lesson?.detail.title ?? '')).toBeInTheDocument();
  });
});
