import { testBrand } from '@aula/testing/brand-themes';
import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { LessonPreview, type PreviewLesson, type PreviewPart } from './lesson-preview';

const lesson: PreviewLesson = {
  title: 'Planea tu flujo de efectivo',
  introduction: 'Anticipa los meses flojos.',
  cover_image_url: null,
};

const parts: PreviewPart[] = [
  {
    id: 1,
    title: 'Qué es el flujo',
    kind: 'video',
    duration_minutes: 4,
    body_html: '',
    media_url: 'https://media.example/flujo.mp4',
    captions_url: 'https://media.example/flujo.vtt',
  },
  {
    id: 2,
    title: 'Tu primera tabla',
    kind: 'reading',
    duration_minutes: 5,
    body_html: '<p>Anota <strong>entradas</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    media_url: null,
  },
  { id: 3, title: 'Plantilla', kind: 'download', duration_minutes: 2, body_html: '', media_url: null },
];

function renderPreview(brand = 'impulsa', shown: readonly PreviewPart[] = parts) {
  const result = renderWithProviders(
    <LessonPreview lesson={lesson} parts={shown} brandTheme={testBrand(brand).theme} />,
    { messages: [consoleMessages], brand },
  );
  const frame = screen.getByTitle('Vista previa de «Planea tu flujo de efectivo» en un teléfono') as HTMLIFrameElement;
  const doc = frame.contentDocument as Document;
  return { ...result, frame, doc };
}

describe('LessonPreview', () => {
  it('draws the draft lesson inside its own phone-wide document: title, length, introduction and every part', async () => {
    const { doc } = renderPreview();
    const page = await waitFor(() => within(doc.body).getByRole('heading', { level: 1, name: lesson.title }));
    expect(page).toBeInTheDocument();
    const body = within(doc.body);
    expect(body.getByText('11 min')).toBeInTheDocument();
    expect(body.getByText('Anticipa los meses flojos.')).toBeInTheDocument();
    expect(body.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Introducción',
      '1. Qué es el flujo',
      '2. Tu primera tabla',
      '3. Plantilla',
    ]);
    expect(doc.querySelector('video track')).toHaveAttribute('src', 'https://media.example/flujo.vtt');
    expect(body.getByText('Esta parte aún no tiene archivo.')).toBeInTheDocument();
    // The page around it does not hold the lesson: it is the frame's own.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('cleans the reading text before drawing it (tried: a script and an onerror handler)', async () => {
    const { doc } = renderPreview();
    const strong = await waitFor(() => within(doc.body).getByText('entradas'));
    expect(strong.tagName).toBe('STRONG');
    expect(doc.body.innerHTML).not.toMatch(/<script|onerror/);
  });

  it('switches the frame between the ally’s light and dark colours', async () => {
    const { doc, user } = renderPreview('impulsa');
    const colours = testBrand('impulsa').theme.colors;
    const styles = () => [...doc.head.querySelectorAll('style')].map((style) => style.textContent).join('');
    await waitFor(() => expect(styles()).toContain(colours.light.background));
    expect(styles()).not.toContain(colours.dark.background);
    expect(screen.getByRole('button', { name: 'Claro' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Oscuro' }));
    expect(screen.getByRole('button', { name: 'Oscuro' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(styles()).toContain(colours.dark.background));
  });

  it("draws a check's questions as the learner's player does, and says when it has none yet", async () => {
    const check: PreviewPart = {
      id: 4,
      title: 'Comprueba lo aprendido',
      kind: 'check',
      duration_minutes: 2,
      body_html: '',
      media_url: null,
      check: {
        questions: [
          {
            id: -1,
            kind: 'true_false',
            prompt: 'El flujo es la ganancia.',
            options: [
              { id: -2, text: 'Verdadero' },
              { id: -3, text: 'Falso' },
            ],
          },
        ],
      },
    };
    const empty: PreviewPart = { ...check, id: 5, title: 'Otra comprobación', check: { questions: [] } };
    const { doc } = renderPreview('impulsa', [check, empty]);
    const question = await waitFor(() => within(doc.body).getByRole('group', { name: /El flujo es la ganancia\./ }));
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['preview-4-question--1', 'preview-4-question--1']);
    expect(within(doc.body).getByText('Esta comprobación aún no tiene preguntas.')).toBeInTheDocument();
  });
});
