import type { Brand } from '@aula/brand/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LessonPreview, type PreviewLesson, type PreviewPart } from './lesson-preview';
import { withConsoleWords } from './story-i18n';

const origin = typeof window === 'undefined' ? '' : window.location.origin;

const lesson: PreviewLesson = {
  title: 'Planea tu flujo de efectivo',
  introduction: '',
  introduction_html:
    '<p>En once minutos armas la tabla que te dice <strong>cuánto dinero tendrás</strong> cada semana.</p>',
  cover_image_url: `${origin}/media/demo/covers/impulsa/calcula-el-costo-real-de-tus-productos.svg`,
};

const parts: PreviewPart[] = [
  {
    id: 1,
    title: 'Qué es el flujo de efectivo',
    kind: 'video',
    duration_minutes: 4,
    body_html: '',
    media_url: `${origin}/media/demo/clase-demo.webm`,
    captions_url: `${origin}/media/demo/clase-demo.vtt`,
  },
  {
    id: 2,
    title: 'Tu primera tabla de entradas y salidas',
    kind: 'reading',
    duration_minutes: 5,
    body_html:
      '<h3>Dos columnas</h3><p>Anota cada <strong>entrada</strong> y cada <em>salida</em>.</p><ul><li><p>Ventas</p></li><li><p>Gastos</p></li></ul><blockquote><p>Lo que no se mide no se mejora.</p></blockquote>',
    media_url: null,
  },
  {
    id: 3,
    title: 'Plantilla imprimible',
    kind: 'download',
    duration_minutes: 2,
    body_html: '<p>Imprímela y tenla junto a la caja.</p>',
    media_url: `${origin}/media/demo/plantilla-ventas-gastos.pdf`,
  },
  {
    id: 4,
    title: 'Comprueba lo aprendido',
    kind: 'check',
    duration_minutes: 2,
    body_html: '',
    media_url: null,
    check: {
      questions: [
        {
          id: 1,
          kind: 'single',
          prompt: '¿Qué anotas en la columna de entradas?',
          options: [
            { id: 2, text: 'Lo que vendes' },
            { id: 3, text: 'Lo que pagas' },
          ],
        },
        {
          id: 4,
          kind: 'multiple',
          prompt: '¿Qué gastos van cada semana?',
          options: [
            { id: 5, text: 'La renta del local' },
            { id: 6, text: 'La mercancía' },
            { id: 7, text: 'Tu sueldo' },
          ],
        },
        {
          // Not saved yet: the editor's draft numbers it below zero.
          id: -1,
          kind: 'true_false',
          prompt: 'El flujo de efectivo es lo mismo que la ganancia.',
          options: [
            { id: -2, text: 'Verdadero' },
            { id: -3, text: 'Falso' },
          ],
        },
      ],
    },
  },
];

const meta = {
  title: 'Console/Editing/Lesson preview',
  component: LessonPreview,
  decorators: [withConsoleWords],
  args: { lesson, parts },
  // The ally chosen in the toolbar: its theme, as the console passes its own brand's.
  render: (args, { globals, loaded }) => {
    const brands = loaded.brands as Brand[];
    const brand = brands.find((candidate) => candidate.config.allyCode === globals.brand) ?? brands[0];
    return <LessonPreview {...args} brandTheme={brand?.theme} />;
  },
} satisfies Meta<typeof LessonPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameDocument = (canvasElement: HTMLElement) =>
  (within(canvasElement).getByTitle(/Vista previa de «Planea tu flujo de efectivo»/) as HTMLIFrameElement)
    .contentDocument as Document;

/** A draft with a video, a reading, a download and a check, in the light colours. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const doc = frameDocument(canvasElement);
    await waitFor(() => expect(within(doc.body).getByRole('heading', { level: 1 })).toHaveTextContent(lesson.title));
    await expect(within(doc.body).getAllByRole('radio')).toHaveLength(4);
    await expect(within(doc.body).getAllByRole('checkbox')).toHaveLength(3);
  },
};

/** The same draft after the editor chose dark. */
export const Dark: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Oscuro' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Oscuro' })).toHaveAttribute('aria-pressed', 'true');
    const doc = frameDocument(canvasElement);
    await waitFor(() => expect(within(doc.body).getByRole('heading', { level: 1 })).toBeVisible());
  },
};
