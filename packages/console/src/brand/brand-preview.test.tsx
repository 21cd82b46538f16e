import { BRAND_PREVIEW_DRAFT, BRAND_PREVIEW_READY } from '@aula/contracts/brand-preview';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { server } from '@aula/mocks/node';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { BrandScreen } from './brand-screen';

useMswServer();
afterEach(() => vi.restoreAllMocks());

const ORIGIN = window.location.origin;

function renderScreen(role: 'ally_admin' | 'ally_editor' = 'ally_admin') {
  const session = consoleSession(role, 'impulsa');
  return renderWithProviders(
    <AlertProvider>
      <BrandScreen />
    </AlertProvider>,
    {
      route: '/mx/impulsa/consola/marca',
      path: allyRoutePattern('consoleBrand'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
    },
  );
}

const frame = () => screen.getByTitle(/^Vista previa de tu sitio/) as HTMLIFrameElement;
const pathOf = (src: string) => src.slice(ORIGIN.length);
const pageChoice = () => screen.getByRole('group', { name: 'Página' });
const modeChoice = () => screen.getByRole('group', { name: 'Modo' });

/** The ally's first published lesson, as the console lists its curriculum (modules, then lessons, in order). */
function firstPublishedLesson(): number {
  const { curriculum, brands } = mockState();
  const impulsa = brands.find((entry) => entry.folder.name === 'Impulsa');
  const published = (lessons: typeof curriculum.lessons) =>
    lessons.filter((lesson) => lesson.published_at !== null).sort((a, b) => a.order - b.order);
  const module = curriculum.modules
    .filter((entry) => entry.allyId === impulsa?.id && entry.published_at !== null)
    .sort((a, b) => a.order - b.order)
    .find((entry) => published(curriculum.lessons.filter((lesson) => lesson.module_id === entry.id)).length > 0);
  const lesson = published(curriculum.lessons.filter((entry) => entry.module_id === module?.id))[0];
  if (!lesson) throw new Error("the mock world has no published lesson of impulsa's");
  return lesson.id;
}

/** Spies on what the console sends the page in the frame. */
function spyOnFrame() {
  const target = frame().contentWindow;
  if (!target) throw new Error('the preview frame has no window');
  return { target, sent: vi.spyOn(target, 'postMessage') };
}

describe('BrandPreview', () => {
  it("frames the ally's landing, its first published lesson and the console's summary, with the preview hash", async () => {
    const { user } = renderScreen();
    await screen.findByRole('textbox', { name: 'Nombre' });
    expect(pathOf(frame().src)).toBe('/mx/impulsa#vista-previa-marca');
    expect(within(pageChoice()).getByRole('button', { name: 'Portada' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(pageChoice()).getByRole('button', { name: 'Lección' }));
    await waitFor(() =>
      expect(pathOf(frame().src)).toBe(`/mx/impulsa/seccion/lecciones/${firstPublishedLesson()}#vista-previa-marca`),
    );
    expect(within(pageChoice()).getByRole('button', { name: 'Lección' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(pageChoice()).getByRole('button', { name: 'Portada' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(pageChoice()).getByRole('button', { name: 'Consola' }));
    expect(pathOf(frame().src)).toBe('/mx/impulsa/consola/resumen#vista-previa-marca');
    expect(frame()).toHaveAttribute('title', 'Vista previa de tu sitio en modo claro: Consola');
  });

  it('frames the modules list when the ally has no published lesson (tried: an empty curriculum)', async () => {
    server.use(http.get('*/api/console/modules/', () => HttpResponse.json({ results: [] })));
    const { user } = renderScreen();
    await user.click(
      await within(await screen.findByRole('group', { name: 'Página' })).findByRole('button', { name: 'Lección' }),
    );
    await waitFor(() => expect(pathOf(frame().src)).toBe('/mx/impulsa/seccion/modulos#vista-previa-marca'));
  });

  it('sends the page the colour being edited, in the mode shown, to this origin only (tried: light Principal #123456, then dark)', async () => {
    const { user } = renderScreen();
    const light = await screen.findByRole('group', { name: 'Modo claro' });
    const { sent } = spyOnFrame();
    const primary = within(light).getByRole('textbox', { name: 'Principal' });
    await user.clear(primary);
    await user.type(primary, '#12');
    // A colour still being typed is left out: the page keeps its own until it is one.
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: BRAND_PREVIEW_DRAFT,
        mode: 'light',
        colors: expect.not.objectContaining({ primary: expect.anything() }),
      }),
      ORIGIN,
    );
    await user.type(primary, '3456');
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: BRAND_PREVIEW_DRAFT,
        mode: 'light',
        colors: expect.objectContaining({ primary: '#123456' }),
        name: 'Impulsa',
      }),
      ORIGIN,
    );

    await user.click(within(modeChoice()).getByRole('button', { name: 'Oscuro' }));
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ mode: 'dark', colors: expect.objectContaining({ primary: '#7cb8ff' }) }),
      ORIGIN,
    );
    expect(frame()).toHaveAttribute('title', 'Vista previa de tu sitio en modo oscuro: Portada');

    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Impulsa Negocios');
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Impulsa Negocios' }), ORIGIN);
  });

  it('sends the draft again when the page in the frame says it listens, and only then (tried: another origin)', async () => {
    renderScreen();
    await screen.findByRole('textbox', { name: 'Nombre' });
    const { target, sent } = spyOnFrame();
    const ask = (origin: string) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: BRAND_PREVIEW_READY }, origin, source: target }),
      );
    ask('https://otro.example');
    expect(sent).not.toHaveBeenCalled();
    ask(ORIGIN);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: BRAND_PREVIEW_DRAFT, mode: 'light' }), ORIGIN);
  });

  it('says it is loading until the page is in, and says so plainly when it cannot be shown, with a retry', async () => {
    const { user } = renderScreen();
    await screen.findByRole('textbox', { name: 'Nombre' });
    expect(screen.getByText('Cargando la vista previa…')).toBeInTheDocument();
    fireEvent.load(frame());
    expect(screen.queryByText('Cargando la vista previa…')).not.toBeInTheDocument();

    // The browser's own error page (no connection, refused): of no origin the console may read.
    await user.click(within(pageChoice()).getByRole('button', { name: 'Consola' }));
    Object.defineProperty(frame(), 'contentDocument', { get: () => null });
    fireEvent.load(frame());
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('No pudimos mostrar la vista previa.');
    await user.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByText(/No pudimos mostrar la vista previa/)).not.toBeInTheDocument();
    expect(screen.getByText('Cargando la vista previa…')).toBeInTheDocument();
  });

  it("lets an editor, who cannot change the brand, choose the preview's page and mode", async () => {
    const { user } = renderScreen('ally_editor');
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    const console = within(pageChoice()).getByRole('button', { name: 'Consola' });
    expect(console).toBeEnabled();
    await user.click(console);
    expect(pathOf(frame().src)).toBe('/mx/impulsa/consola/resumen#vista-previa-marca');
    expect(within(modeChoice()).getByRole('button', { name: 'Oscuro' })).toBeEnabled();
  });
});
