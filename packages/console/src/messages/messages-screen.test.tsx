import { colonPath } from '@aula/contracts/endpoint';
import { reminderEndpoints } from '@aula/contracts/endpoints/reminders';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { server } from '@aula/mocks/node';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { recordSaves } from '../test/upload-picture';
import { MessagesScreen } from './messages-screen';

useMswServer();

const statsPath = `*${colonPath(reminderEndpoints.consoleReminderStats.path)}`;
const kindPath = `*${colonPath(reminderEndpoints.saveConsoleReminderKind.path)}`;

function renderScreen(language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', 'crecer');
  return renderWithProviders(
    <AlertProvider>
      <MessagesScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: `/${session.site.country}/crecer/consola/mensajes`,
      path: allyRoutePattern('consoleMessages'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
      language,
    },
  );
}

/** The card of one kind, found by its name. */
const card = async (name: string) => screen.findByRole('region', { name });

describe('MessagesScreen', () => {
  it('lists the four kinds with their state and hour, the first one open with both texts', async () => {
    renderScreen();
    const stopped = await card('Lección a medias');
    expect(within(stopped).getByText('Activo')).toBeInTheDocument();
    expect(within(stopped).getByText(/Sale después de 3 días, a las 10:00\./)).toBeInTheDocument();
    for (const name of ['Módulo nuevo', 'Recordatorio de webinar', 'Logro ganado']) {
      expect(within(await card(name)).getByText('Apagado')).toBeInTheDocument();
    }
    expect(within(stopped).getByRole('textbox', { name: 'Texto en español' })).toHaveValue(
      'Hola {nombre}, te quedaste a la mitad de «{leccion}». Sigue donde lo dejaste: son unos minutos.',
    );
    expect(within(stopped).getByRole('textbox', { name: 'Texto en inglés' })).toBeVisible();
    // A closed card keeps its form out of sight until asked for.
    expect(within(await card('Módulo nuevo')).queryByRole('textbox', { name: 'Texto en español' })).toBeNull();
    // The file's first render pays for styled-components, i18n and msw warming up (12 s on a busy machine).
  }, 30_000);

  it('turns a kind on, sets its hour and saves it, and the card then says so', async () => {
    const saves = recordSaves(server.events);
    try {
      renderScreen();
      const achievement = await card('Logro ganado');
      await userEvent.click(within(achievement).getByRole('button', { name: 'Editar Logro ganado' }));
      await userEvent.click(within(achievement).getByRole('checkbox', { name: 'Enviar este mensaje' }));
      await userEvent.selectOptions(within(achievement).getByRole('combobox', { name: 'Hora de envío' }), '18');
      // No days for this kind: only "stopped mid-lesson" waits N days.
      expect(within(achievement).queryByRole('spinbutton')).toBeNull();
      await userEvent.click(within(achievement).getByRole('button', { name: 'Guardar «Logro ganado»' }));
      expect(await screen.findByText('«Logro ganado» guardado.')).toBeInTheDocument();
      await waitFor(() => expect(saves.bodies).toEqual([expect.objectContaining({ enabled: true, sendHour: 18 })]));
      expect(await within(achievement).findByText('Activo')).toBeInTheDocument();
      expect(within(achievement).getByText(/a las 18:00/)).toBeInTheDocument();
    } finally {
      saves.stop();
    }
  });

  it('refuses 0 days and an unknown placeholder before sending anything', async () => {
    const saves = recordSaves(server.events);
    try {
      renderScreen();
      const stopped = await card('Lección a medias');
      const days = within(stopped).getByRole('spinbutton', { name: 'Días sin avanzar antes de enviarlo' });
      await userEvent.clear(days);
      await userEvent.type(days, '0');
      const spanish = within(stopped).getByRole('textbox', { name: 'Texto en español' });
      await userEvent.clear(spanish);
      await userEvent.type(spanish, 'Hola {{apellido}');
      await userEvent.click(within(stopped).getByRole('button', { name: 'Guardar «Lección a medias»' }));
      expect(await within(stopped).findByText('Escribe un número de días entre 1 y 60.')).toBeInTheDocument();
      expect(within(stopped).getByText('Usa solo {nombre} y {leccion} entre llaves.')).toBeInTheDocument();
      expect(spanish).toHaveAttribute('aria-invalid', 'true');
      expect(saves.bodies).toEqual([]);
    } finally {
      saves.stop();
    }
  });

  it("puts the server's refusal of a text on that text's field", async () => {
    server.use(
      http.put(kindPath, () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'templates.en.body', reason: 'names unknown placeholders: {surname}' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderScreen();
    const stopped = await card('Lección a medias');
    await userEvent.click(within(stopped).getByRole('button', { name: 'Guardar «Lección a medias»' }));
    const english = within(stopped).getByRole('textbox', { name: 'Texto en inglés' });
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    expect(within(stopped).getByText('Usa solo {nombre} y {leccion} entre llaves.')).toBeInTheDocument();
    expect(screen.queryByText('«Lección a medias» guardado.')).toBeNull();
  });

  it('inserts a placeholder at the cursor, counts the characters and previews the new text', async () => {
    renderScreen();
    const stopped = await card('Lección a medias');
    const spanish = within(stopped).getByRole('textbox', { name: 'Texto en español' });
    await userEvent.clear(spanish);
    await userEvent.type(spanish, '¡Vuelve, ');
    await userEvent.click(within(stopped).getByRole('button', { name: /Insertar \{nombre\}/ }));
    await userEvent.type(spanish, '!');
    expect(spanish).toHaveValue('¡Vuelve, {nombre}!');
    expect(within(stopped).getByText('18 de 700 caracteres')).toBeInTheDocument();
    const preview = within(stopped).getByRole('group', { name: 'Vista previa en WhatsApp (español)' });
    // The mock fills the sample learner Ana and adds the return and opt-out lines.
    expect(await within(preview).findByText(/¡Vuelve, Ana!\s+Entra aquí:/, {}, { timeout: 3000 })).toBeVisible();
    await userEvent.clear(spanish);
    expect(await within(preview).findByText('La vista previa aparece cuando el texto es válido.')).toBeVisible();
  });

  it('shows the weekly counts as a chart and a table per kind and week', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Por tipo y semana' });
    // The mock's newest week: 40 stopped-mid-lesson messages sent, 36 delivered, 25 read, 10 opened, 8 came back.
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Lección a medias\s*40\s*36\s*25\s*10\s*8\s*1/);
    expect(screen.getByRole('table', { name: 'Mensajes por semana' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de mensaje' }), 'Logro ganado');
    // The mock sends achievements 13, 7 and 1 times in its three newest weeks: a row each, under the heading row.
    const achievements = within(screen.getByRole('table', { name: 'Por tipo y semana' })).getAllByRole('row');
    expect(achievements.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Semana'),
      expect.stringMatching(/Logro ganado13/),
      expect.stringMatching(/Logro ganado7/),
      expect.stringMatching(/Logro ganado1/),
    ]);
  });

  it('says nothing was sent yet when the weeks are empty', async () => {
    server.use(http.get(statsPath, () => HttpResponse.json({ from: '2026-W41', to: '2026-W48', results: [] })));
    renderScreen();
    expect(await screen.findByText('Aún no se ha enviado nada')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the kinds do not load', async () => {
    server.use(
      http.get(`*${colonPath(reminderEndpoints.consoleReminders.path)}`, () =>
        HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    renderScreen();
    expect(await screen.findByText('No pudimos cargar los mensajes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar|Intentar/ })).toBeInTheDocument();
  });

  it('speaks English when the editor does', async () => {
    renderScreen('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await card('Stopped mid-lesson')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text in English' })).toBeVisible();
  });
});
