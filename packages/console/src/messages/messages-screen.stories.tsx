import { colonPath } from '@aula/contracts/endpoint';
import { reminderEndpoints } from '@aula/contracts/endpoints/reminders';
import type { ReminderTemplateStatus } from '@aula/contracts/reminder-templates';
import { consoleRemindersIn, kindOf, reminderTemplatesIn } from '@aula/mocks/fixtures/reminders';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleAt, consoleStory, consoleWords } from '../shell/console-story';
import { MessagesScreen } from './messages-screen';

// The messages screen as apps/web mounts it: the impulsa editor signed in, the console's words in
// the toolbar's language, the alerts a save shows; msw answers with the declared mocks.
type Globals = Parameters<typeof consoleWords>[0];
const wordsOf = (globals: Globals) => consoleWords(globals).messages;

const kindsPath = `*${colonPath(reminderEndpoints.consoleReminders.path)}`;
const statsPath = `*${colonPath(reminderEndpoints.consoleReminderStats.path)}`;
const templatesPath = `*${colonPath(reminderEndpoints.consoleReminderTemplates.path)}`;
const kindPath = `*${colonPath(reminderEndpoints.saveConsoleReminderKind.path)}`;

/** The mocks with "stopped mid-lesson" in Spanish in `state` (its text edited when in review or rejected). */
const templateIn = (state: ReminderTemplateStatus, reason?: string) => [
  http.get(templatesPath, () => HttpResponse.json(reminderTemplatesIn(state, 'impulsa', reason))),
  http.get(kindsPath, () => HttpResponse.json(consoleRemindersIn(state, 'impulsa'))),
  ...handlers,
];

/** The Spanish template panel of the open card, once its status has come. */
async function spanishTemplate(canvasElement: HTMLElement, globals: Globals) {
  const words = wordsOf(globals);
  const card = await within(canvasElement).findByRole('region', { name: words.kinds.stopped_mid_lesson.name });
  const title = words.approval.title.replace('{{language}}', words.languages.es);
  return within(card).findByRole('region', { name: new RegExp(title) });
}

const meta = {
  title: 'Console/Messages',
  component: MessagesScreen,
  ...consoleStory,
  parameters: consoleAt('consoleMessages', 'consola/mensajes', {
    consoleFrame: false,
    consoleRole: 'ally_editor',
    layout: 'padded',
  }),
} satisfies Meta<typeof MessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four kinds (the first one open with its texts and previews) and eight weeks of counts. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: words.kinds.webinar_reminder.name })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: words.stats.tableTitle })).toBeVisible();
  },
};

/** A text cleared: the form names the field and the preview waits for a valid text. */
export const EmptyText: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: words.kinds.stopped_mid_lesson.name });
    const box = await within(card).findByRole('textbox', {
      name: words.fields.body.replace('{{language}}', words.languages.es),
    });
    await userEvent.clear(box);
    await userEvent.click(
      within(card).getByRole('button', { name: words.save.replace('{{kind}}', words.kinds.stopped_mid_lesson.name) }),
    );
    await expect(await within(card).findByText(words.errors.bodyRequired)).toBeVisible();
    await expect(await within(card).findByText(words.preview.invalid)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get(kindsPath, async () => {
        await delay('infinite');
        return HttpResponse.json({ kinds: [] });
      }),
      ...handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('status'))[0]).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      http.get(kindsPath, () => HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).error)).toBeVisible();
  },
};

/** Before anything was sent: the kinds as usual, and the weeks say so. */
export const NothingSentYet: Story = {
  parameters: {
    msw: [http.get(statsPath, () => HttpResponse.json({ from: '2026-W41', to: '2026-W48', results: [] })), ...handlers],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(wordsOf(globals).stats.emptyTitle)).toBeVisible();
  },
};

/** Meta approved the texts: each language names the template sent and its approved words. */
export const TemplateApproved: Story = {
  play: async ({ canvasElement, globals }) => {
    const panel = await spanishTemplate(canvasElement, globals);
    await expect(await within(panel).findByText(wordsOf(globals).approval.status.approved)).toBeVisible();
  },
};

/** A changed text in Meta's review: the approved version keeps going out meanwhile. */
export const TemplateInReview: Story = {
  parameters: { msw: templateIn('pending') },
  play: async ({ canvasElement, globals }) => {
    const panel = await spanishTemplate(canvasElement, globals);
    await expect(await within(panel).findByText(wordsOf(globals).approval.status.pending)).toBeVisible();
  },
};

/** Meta rejected the changed text: its reason, and the button to send a text again. */
export const TemplateRejected: Story = {
  parameters: { msw: templateIn('rejected', 'INVALID_FORMAT: the body starts with a variable') },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const panel = await spanishTemplate(canvasElement, globals);
    await expect(await within(panel).findByText(words.approval.status.rejected)).toBeVisible();
    const submit = words.approval.submitLabel.replace('{{language}}', words.languages.es);
    await expect(within(panel).getByRole('button', { name: submit })).toBeVisible();
  },
};

/** Never sent to Meta: nothing approved yet, and the button to send it. */
export const TemplateNeverSubmitted: Story = {
  parameters: { msw: templateIn('not_submitted') },
  play: async ({ canvasElement, globals }) => {
    const panel = await spanishTemplate(canvasElement, globals);
    await expect(await within(panel).findByText(wordsOf(globals).approval.status.not_submitted)).toBeVisible();
  },
};

/** Someone saved the kind first: the save is refused and the editor chooses what to keep. */
export const EditConflict: Story = {
  parameters: {
    msw: [
      http.put(kindPath, () =>
        HttpResponse.json(
          {
            error: 'edit_conflict',
            message: 'Someone saved this item while you were editing it',
            current: { ...kindOf('impulsa', 'stopped_mid_lesson'), version: 3, sendHour: 18 },
          },
          { status: 409 },
        ),
      ),
      ...handlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const card = await within(canvasElement).findByRole('region', { name: words.kinds.stopped_mid_lesson.name });
    await userEvent.click(
      await within(card).findByRole('button', {
        name: words.save.replace('{{kind}}', words.kinds.stopped_mid_lesson.name),
      }),
    );
    // The conflict notice (named by its title), which takes the focus once it is drawn.
    const title = consoleWords(globals).shell.conflict.title;
    const notice = await within(card).findByRole('alert', { name: title });
    await waitFor(() => expect(notice).toHaveFocus());
  },
};
