import { colonPath } from '@aula/contracts/endpoint';
import { consoleChatPreviewEndpoints as preview } from '@aula/contracts/endpoints/console-chat-preview';
import { handlers } from '@aula/mocks/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { curriculumAt, curriculumStory, curriculumWordsOf } from '../curriculum-story';
import { LessonChatPreview } from './lesson-chat-preview';

const previewPath = `*${colonPath(preview.chatPreview.path)}`;
const PHONE_WIDTH = 320;

const meta = {
  title: 'Console/Curriculum/WhatsApp preview',
  component: LessonChatPreview,
  ...curriculumStory,
  // Lesson 1001 of the mocks: a video, a reading with a picture, a file and a check of two questions.
  parameters: curriculumAt('consoleLesson', 'consola/lecciones/1001'),
  args: { lessonId: 1001, partCount: 4 },
  play: async ({ canvasElement, globals }) => {
    const words = curriculumWordsOf(globals).chatPreview;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: words.open }));
  },
} satisfies Meta<typeof LessonChatPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the chat's messages in order, WhatsApp's marks drawn, the questions' reply buttons shown. */
export const Conversation: Story = {
  play: async (context) => {
    await meta.play(context);
    const words = curriculumWordsOf(context.globals).chatPreview;
    const messages = await within(context.canvasElement).findByRole('list', { name: words.messagesLabel });
    await expect(within(messages).getByText('qué buscan').tagName).toBe('STRONG');
    const caption = within(messages).getByText('Una clienta elige en el mostrador', { selector: 'figcaption' });
    await expect(caption.closest('figure')?.querySelector('img')).toBeVisible();
    await expect(within(messages).getAllByRole('list', { name: words.replyButtons })).toHaveLength(2);
  },
};

/** On the narrowest phone the console serves, in the dark: nothing pushes the page sideways. */
export const NarrowAndDark: Story = {
  globals: { mode: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ width: PHONE_WIDTH }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('list', { name: curriculumWordsOf(context.globals).chatPreview.messagesLabel });
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** A question whose options are too long for buttons: WhatsApp's list, its rows under its button. */
export const ListQuestion: Story = {
  parameters: {
    msw: [
      http.get(previewPath, () =>
        HttpResponse.json({
          messages: [
            { kind: 'text', body: '*Cierra la venta con confianza*\n\n"Está caro" o "lo pienso" no son un no.' },
            {
              kind: 'list',
              body: 'Pregunta 1 de 3\n\nUn cliente te dice «está caro». ¿Qué haces primero?',
              button: 'Ver opciones',
              rows: [
                { id: 'check:7:1:2', title: 'Bajas el precio de…', description: 'inmediato' },
                {
                  id: 'check:7:1:3',
                  title: 'Le preguntas con qué…',
                  description: 'lo compara y le explicas lo que incluye',
                },
                { id: 'check:7:1:4', title: 'Le dices que en otro…', description: 'lado está más caro' },
              ],
            },
          ],
        }),
      ),
      ...handlers,
    ],
  },
  play: async (context) => {
    await meta.play(context);
    const words = curriculumWordsOf(context.globals).chatPreview;
    const rows = await within(context.canvasElement).findByRole('list', {
      name: words.listRows.replace('{{button}}', 'Ver opciones'),
    });
    await expect(within(rows).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get(previewPath, async () => {
        await delay('infinite');
        return HttpResponse.json({ messages: [] });
      }),
      ...handlers,
    ],
  },
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByRole('status')).toHaveTextContent(
      curriculumWordsOf(context.globals).chatPreview.loading,
    );
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      http.get(previewPath, () => HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 })),
      ...handlers,
    ],
  },
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent(
      curriculumWordsOf(context.globals).chatPreview.error,
    );
  },
};

/** A lesson without parts yet: its introduction alone, and a word on why. */
export const WithoutParts: Story = {
  args: { lessonId: 1002, partCount: 0 },
  play: async (context) => {
    await meta.play(context);
    const words = curriculumWordsOf(context.globals).chatPreview;
    await expect(await within(context.canvasElement).findByText(words.empty)).toBeVisible();
  },
};
