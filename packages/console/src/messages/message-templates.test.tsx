import { colonPath } from '@aula/contracts/endpoint';
import { reminderEndpoints } from '@aula/contracts/endpoints/reminders';
import type { ReminderTemplateStatus } from '@aula/contracts/reminder-templates';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { consoleRemindersIn, kindOf, reminderTemplatesIn } from '@aula/mocks/fixtures/reminders';
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

// The messages screen's WhatsApp templates (issue 40): each language's status as Meta reports it,
// "Enviar a aprobación", the approved text a learner reads outside the 24-hour window, and the
// conflict notice of a kind someone else saved first.

useMswServer();

const kindsPath = `*${colonPath(reminderEndpoints.consoleReminders.path)}`;
const templatesPath = `*${colonPath(reminderEndpoints.consoleReminderTemplates.path)}`;
const kindPath = `*${colonPath(reminderEndpoints.saveConsoleReminderKind.path)}`;

function renderScreen() {
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
    },
  );
}

/** The mocks answer with "stopped mid-lesson" in Spanish in `state`, the rest approved. */
function templatesIn(state: ReminderTemplateStatus, reason?: string) {
  server.use(
    http.get(templatesPath, () => HttpResponse.json(reminderTemplatesIn(state, 'crecer', reason))),
    http.get(kindsPath, () => HttpResponse.json(consoleRemindersIn(state, 'crecer'))),
  );
}

const stoppedCard = () => screen.findByRole('region', { name: 'Lección a medias' });
const spanishPanel = async () =>
  within(await stoppedCard()).findByRole('region', { name: /Plantilla de WhatsApp en español/ });

describe('the WhatsApp templates on the messages screen', () => {
  it('says when the text goes as written and when the approved template goes', async () => {
    renderScreen();
    expect(
      await screen.findByText(
        /solo en las 24 horas después del último mensaje de la persona; fuera de ese plazo se envía la plantilla aprobada por Meta\./,
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows an approved template with its name and approved text, and nothing to send', async () => {
    renderScreen();
    const panel = await spanishPanel();
    expect(await within(panel).findByText('Aprobada')).toBeInTheDocument();
    expect(
      within(panel).getByText('Se envía como «aula_crecer_stopped_mid_lesson_es», con este texto aprobado:'),
    ).toBeVisible();
    expect(within(panel).getByText(/te quedaste a la mitad de «\{leccion\}»/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /Enviar a aprobación/ })).toBeNull();
  });

  it('shows a text in review beside the approved one still sent', async () => {
    templatesIn('pending');
    renderScreen();
    const panel = await spanishPanel();
    expect(await within(panel).findByText('En revisión')).toBeInTheDocument();
    expect(
      within(panel).getByText('Meta revisa «aula_crecer_stopped_mid_lesson_es_v2», con este texto:'),
    ).toBeVisible();
    expect(within(panel).getByText(/tu lección «\{leccion\}» te espera/)).toBeVisible();
    expect(within(panel).getByText(/Se envía como «aula_crecer_stopped_mid_lesson_es»/)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /Enviar a aprobación/ })).toBeNull();
  });

  it("shows a rejection with Meta's reason and offers to send the text again", async () => {
    templatesIn('rejected', 'INCORRECT_CATEGORY');
    renderScreen();
    const panel = await spanishPanel();
    expect(await within(panel).findByText('Rechazada')).toBeInTheDocument();
    expect(within(panel).getByText('Motivo de Meta: INCORRECT_CATEGORY')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Enviar a aprobación el texto en español' })).toBeVisible();
  });

  it('says a template never submitted is not approved, and offers to send it', async () => {
    templatesIn('not_submitted');
    renderScreen();
    const panel = await spanishPanel();
    expect(await within(panel).findByText('Sin enviar')).toBeInTheDocument();
    expect(within(panel).getByText(/Meta aún no aprobó ninguna versión/)).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Enviar a aprobación el texto en español' })).toBeVisible();
  });

  it('sends a saved text for approval (approved at once by the mocks) and asks to save a change first', async () => {
    renderScreen();
    const card = await stoppedCard();
    const spanish = within(card).getByRole('textbox', { name: 'Texto en español' });
    await userEvent.clear(spanish);
    await userEvent.type(spanish, 'Hola {{nombre}, vuelve a «{{leccion}».');
    // The preview shows the draft, then the approved template a learner reads after 24 hours.
    const preview = within(card).getByRole('group', { name: 'Vista previa en WhatsApp (español)' });
    expect(
      await within(preview).findByText(
        'Fuera de las 24 horas, la plantilla «aula_crecer_stopped_mid_lesson_es»:',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Guardar «Lección a medias»' }));
    expect(await screen.findByText('«Lección a medias» guardado.')).toBeInTheDocument();
    const panel = await spanishPanel();
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Enviar a aprobación el texto en español' }),
    );
    expect(await screen.findByText('Meta aprobó el texto en español.')).toBeInTheDocument();
    expect(
      await within(panel).findByText('Se envía como «aula_crecer_stopped_mid_lesson_es_v2», con este texto aprobado:'),
    ).toBeVisible();

    // A changed English text saved, then a Spanish change not saved: only a saved text goes to Meta.
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Texto en inglés' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Texto en inglés' }), '{{name}, come back.');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar «Lección a medias»' }));
    expect(await screen.findAllByText('«Lección a medias» guardado.')).not.toHaveLength(0);
    await userEvent.type(spanish, ' Sin guardar.');
    const english = await within(card).findByRole('region', { name: /Plantilla de WhatsApp en inglés/ });
    await userEvent.click(
      await within(english).findByRole('button', { name: 'Enviar a aprobación el texto en inglés' }),
    );
    expect(await screen.findByText('Guarda los cambios antes de enviarlos a aprobación.')).toBeInTheDocument();
  });

  it('rejects a text starting with a variable and names why', async () => {
    renderScreen();
    const card = await stoppedCard();
    const spanish = within(card).getByRole('textbox', { name: 'Texto en español' });
    await userEvent.clear(spanish);
    await userEvent.type(spanish, '{{nombre}, vuelve a «{{leccion}».');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar «Lección a medias»' }));
    const panel = await spanishPanel();
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Enviar a aprobación el texto en español' }),
    );
    expect(await screen.findByText('Meta rechazó el texto en español.')).toBeInTheDocument();
    expect(
      await within(panel).findByText('Motivo de Meta: INVALID_FORMAT: the body starts with a variable'),
    ).toBeVisible();
    expect(within(panel).getByText('Rechazada')).toBeInTheDocument();
  });
});

describe("the webinar code's message", () => {
  const codeCard = () => screen.findByRole('region', { name: 'Código de un webinar' });
  const submitPath = `*${colonPath(reminderEndpoints.submitConsoleReminderTemplate.path)}`;

  it('shows its fixed words in the ally’s name, approved in both languages, with nothing to edit', async () => {
    renderScreen();
    const card = await codeCard();
    const spanish = await within(card).findByRole('region', { name: /Plantilla de WhatsApp del código en español/ });
    expect(await within(spanish).findByText('Aprobada')).toBeInTheDocument();
    expect(
      within(spanish).getByText('Se envía como «aula_crecer_webinar_code_es», con este texto aprobado:'),
    ).toBeVisible();
    expect(within(spanish).getByText(/en Crecer te guardamos un lugar en el webinar «\{\{2\}\}»/)).toBeVisible();
    const english = within(card).getByRole('region', { name: /Plantilla de WhatsApp del código en inglés/ });
    expect(await within(english).findByText('Aprobada')).toBeInTheDocument();
    expect(within(card).getByText(/\{\{4\}\} el código, \{\{5\}\} el enlace al premio/)).toBeVisible();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Enviar a aprobación/ })).toBeNull();
  });

  it('shows new words (a renamed ally) and sends them for approval without a version', async () => {
    const renamed = reminderTemplatesIn('approved', 'crecer');
    const newWords = 'Hola {{1}}: en Crecer Negocios te guardamos un lugar.';
    const spanishCode = renamed.templates.find((one) => one.kind === 'webinar_code' && one.language === 'es');
    if (!spanishCode?.approved) throw new Error('the fixture has no approved code message');
    server.use(
      http.get(templatesPath, () =>
        HttpResponse.json({
          templates: renamed.templates.map((one) =>
            one === spanishCode ? { ...one, submittable: true, body: newWords } : one,
          ),
        }),
      ),
      http.post(submitPath, async ({ request, params }) => {
        // Bad input the screen must not send: a version for a message that has none.
        expect(await request.json()).toEqual({});
        expect(params).toMatchObject({ kind: 'webinar_code', language: 'es' });
        const approved = {
          ...spanishCode.approved,
          version: 2,
          name: 'aula_crecer_webinar_code_es_v2',
          body: newWords,
        };
        return HttpResponse.json({ ...spanishCode, approved, submittable: false, body: newWords });
      }),
    );
    renderScreen();
    const card = await codeCard();
    const spanish = await within(card).findByRole('region', { name: /Plantilla de WhatsApp del código en español/ });
    expect(await within(spanish).findByText(/El texto cambió \(por ejemplo, el nombre de tu marca\)/)).toBeVisible();
    expect(within(spanish).getByText(newWords)).toBeVisible();
    await userEvent.click(within(spanish).getByRole('button', { name: 'Enviar a aprobación el texto en español' }));
    expect(await screen.findByText('Meta aprobó el texto en español.')).toBeInTheDocument();
  });
});

describe('a save that lost the race', () => {
  it('shows the conflict notice, reloads the saved text on request and saves from its version', async () => {
    const theirs = kindOf('crecer', 'stopped_mid_lesson', {
      version: 4,
      enabled: true,
      afterDays: 5,
      sendHour: 8,
      templates: { es: { body: 'Texto de otra persona, {nombre}.' }, en: { body: 'Someone else, {name}.' } },
      updatedAt: '2026-03-02T16:00:00.000Z',
    });
    let refuse = true;
    server.use(
      http.put(kindPath, async ({ request }) => {
        if (!refuse) return HttpResponse.json({ ...theirs, version: 5 });
        refuse = false;
        expect(await request.json()).toMatchObject({ version: 1 });
        return HttpResponse.json(
          { error: 'edit_conflict', message: 'Someone saved it first', current: theirs },
          { status: 409 },
        );
      }),
    );
    const saves = recordSaves(server.events);
    try {
      renderScreen();
      const card = await stoppedCard();
      await userEvent.click(within(card).getByRole('button', { name: 'Guardar «Lección a medias»' }));
      const notice = await within(card).findByRole('alert', { name: 'Alguien guardó esto mientras lo editabas' });
      expect(screen.queryByText('«Lección a medias» guardado.')).toBeNull();
      await userEvent.click(within(notice).getByRole('button', { name: 'Ver la versión guardada' }));
      expect(within(card).getByRole('textbox', { name: 'Texto en español' })).toHaveValue(
        'Texto de otra persona, {nombre}.',
      );
      expect(within(card).queryByRole('alert', { name: 'Alguien guardó esto mientras lo editabas' })).toBeNull();
      await userEvent.click(within(card).getByRole('button', { name: 'Guardar «Lección a medias»' }));
      expect(await screen.findByText('«Lección a medias» guardado.')).toBeInTheDocument();
      await waitFor(() => expect(saves.bodies.at(-1)).toMatchObject({ version: 4, afterDays: 5 }));
    } finally {
      saves.stop();
    }
  });
});
