import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { SessionsScreen } from './sessions-screen';

// What the server's action answered a post to the page with (the test's router runs no action).
const posted = vi.hoisted(() => ({ answer: undefined as unknown }));
vi.mock('@aula/ui-kit/forms/page-form', async (original) => ({
  ...(await original<typeof import('@aula/ui-kit/forms/page-form')>()),
  usePostedAnswer: () => posted.answer,
}));

const server = useMswServer();

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants the session a sign-in would leave.
  document.cookie = 'token=mock-token-1; path=/';
});
afterEach(() => {
  posted.answer = undefined;
});

function renderSessions(language: 'es' | 'en' = 'es', search = '') {
  return renderScreen(<SessionsScreen />, {
    route: `/mx/impulsa/seccion/cuenta/sesiones${search}`,
    path: allyRoutePattern('sessions'),
    language,
  });
}

const list = () => screen.getByRole('list', { name: 'Tus sesiones' });
const rows = () => within(list()).getAllByRole('listitem');
const deletes = (calls: ReturnType<typeof recordCalls>) => callsOf(calls).filter((call) => call.startsWith('DELETE'));

describe('SessionsScreen', () => {
  it('shows a placeholder while the sessions load', () => {
    server.use(http.get('*/api/sessions/', () => new Promise<Response>(() => {})));
    renderSessions();
    expect(screen.getByRole('status', { name: 'Cargando tus sesiones…' })).toBeInTheDocument();
  });

  it('offers a retry when they cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/sessions/', () =>
        fail ? HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderSessions();
    expect(await screen.findByText(/No pudimos cargar tus sesiones/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Tus sesiones' })).toBeInTheDocument();
  });

  it('lists this device first, marked, then the others with their device and last use', async () => {
    renderSessions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesiones abiertas' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tus sesiones' });
    const [current, phone, unnamed] = rows();
    expect(current).toHaveTextContent('Chrome · Android');
    expect(current).toHaveTextContent('Este dispositivo');
    expect(current).toHaveTextContent('En uso ahora');
    expect(within(current as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari · iOS');
    expect(phone).toHaveTextContent('Último uso: hace 3 horas');
    expect(unnamed).toHaveTextContent('Dispositivo sin nombre');
    expect(unnamed).toHaveTextContent('Último uso: hace 9 días');
  });

  it('ends one session: the row leaves, an alert says where, the focus stays on the list', async () => {
    const calls = recordCalls(server);
    const { user } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en Safari · iOS' }));
    expect(await screen.findByText('Cerramos la sesión en Safari · iOS.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(list()).toHaveFocus();
    expect(deletes(calls)).toEqual(['DELETE /api/sessions/102/']);
  });

  it('says so when a session could not be ended (500) and keeps it listed', async () => {
    server.use(
      http.delete('*/api/sessions/:id/', () =>
        HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en Safari · iOS' }));
    expect(await screen.findByText('No pudimos cerrar esa sesión. Intenta de nuevo.')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });

  it('treats a session another device already ended (404) as ended', async () => {
    server.use(
      http.delete('*/api/sessions/:id/', () =>
        HttpResponse.json({ error: 'not_found', message: 'No such session' }, { status: 404 }),
      ),
    );
    const { user } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en Dispositivo sin nombre' }));
    expect(await screen.findByText('Cerramos la sesión en Dispositivo sin nombre.')).toBeInTheDocument();
  });

  it('asks before ending every other session; cancelling ends nothing', async () => {
    const calls = recordCalls(server);
    const { user } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en los demás dispositivos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar sesión en los demás dispositivos?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
  });

  it('ends every other session at once and then says there are none', async () => {
    const calls = recordCalls(server);
    const { user } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en los demás dispositivos' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar las demás' }));
    expect(await screen.findByText('Cerramos tu sesión en 2 dispositivos.')).toBeInTheDocument();
    expect(await screen.findByText('Tu cuenta no está abierta en ningún otro dispositivo.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(deletes(calls).sort()).toEqual(['DELETE /api/sessions/102/', 'DELETE /api/sessions/103/']);
    expect(screen.queryByRole('button', { name: 'Cerrar sesión en los demás dispositivos' })).not.toBeInTheDocument();
  });

  it('speaks English when the interface does', async () => {
    renderSessions('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open sessions' })).toBeInTheDocument();
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getByText(/Last used 3 hours ago/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out on Safari · iOS' })).toBeInTheDocument();
  });
});

/** The named fields of the form around `element`, as the browser would post them. */
const fieldsOf = (element: HTMLElement) =>
  Object.fromEntries(new FormData(element.closest('form') ?? undefined).entries());

describe('SessionsScreen, before the app runs', () => {
  it('ends a session by a form posted to the page, naming the session', async () => {
    renderSessions();
    const end = await screen.findByRole('button', { name: 'Cerrar sesión en Safari · iOS' });
    expect(end.closest('form')?.getAttribute('method')).toBe('post');
    expect(fieldsOf(end)).toEqual({ _form: 'session', session_id: '102' });
  });

  it('asks in the page before ending all the others, where the app asks in a dialog', async () => {
    renderSessions();
    const all = await screen.findByRole('button', { name: 'Cerrar sesión en los demás dispositivos' });
    expect(all.closest('form')?.getAttribute('method')).toBe('get');
    expect(fieldsOf(all)).toEqual({ confirmar: 'otras' });
  });

  it('draws that question from its address: its yes is posted, its no goes back to the list', async () => {
    renderSessions('es', '?confirmar=otras');
    const question = await screen.findByRole('group', { name: '¿Cerrar sesión en los demás dispositivos?' });
    const yes = within(question).getByRole('button', { name: 'Cerrar las demás' });
    expect(yes.closest('form')?.getAttribute('method')).toBe('post');
    expect(fieldsOf(yes)).toEqual({ _form: 'others' });
    expect(within(question).getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/cuenta/sesiones',
    );
  });

  it('once the app runs, that question’s yes ends the others itself and the question goes', async () => {
    const calls = recordCalls(server);
    const { user } = renderSessions('es', '?confirmar=otras');
    await user.click(await screen.findByRole('button', { name: 'Cerrar las demás' }));
    expect(await screen.findByText('Cerramos tu sesión en 2 dispositivos.')).toBeInTheDocument();
    expect(deletes(calls).sort()).toEqual(['DELETE /api/sessions/102/', 'DELETE /api/sessions/103/']);
    expect(screen.queryByRole('group', { name: /Cerrar sesión en los demás/ })).not.toBeInTheDocument();
  });

  it('says how many sessions a post ended', async () => {
    renderSessions('es', '?cerradas=2');
    const note = await screen.findByText('Cerramos tu sesión en 2 dispositivos.');
    expect(note.closest('[role="status"]')).toHaveAttribute('data-without-app');
  });

  it('says a post could not end a session', async () => {
    posted.answer = { form: 'session', values: { session_id: '102' }, refusal: { code: 'internal', fields: [] } };
    renderSessions('es', '?cerradas=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cerrar esa sesión. Intenta de nuevo.');
    expect(screen.queryByText(/Cerramos tu sesión/)).not.toBeInTheDocument();
  });
});
