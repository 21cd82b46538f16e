import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCurriculumScreen } from '../test/render-curriculum-screen';
import { LessonEditorScreen } from './lesson-editor-screen';

const server = useMswServer();

const RIGHT_OPTION = 'Marca la opción correcta (o las correctas, si son varias).';

/** Lesson 1001 (a video, a reading, a file and a check) in its editor. */
async function openLesson() {
  renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1001');
  return screen.findByRole('list', { name: 'Orden de las partes' });
}

/** A new part of kind check, titled, its editor's region returned. */
async function newCheckPart(title: string) {
  await openLesson();
  await userEvent.click(screen.getByRole('button', { name: 'Agregar parte' }));
  const form = screen.getByRole('region', { name: 'Nueva parte' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'check');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), title);
  return form;
}

const question = (form: HTMLElement, number: number) => within(form).getByRole('group', { name: `Pregunta ${number}` });
const option = (inQuestion: HTMLElement, number: number) =>
  within(inQuestion).getByRole('group', { name: `Opción ${number}` });

async function writeOptions(inQuestion: HTMLElement, texts: string[]) {
  for (const [index, text] of texts.entries()) {
    const field = within(option(inQuestion, index + 1)).getByRole('textbox', { name: 'Texto' });
    await userEvent.clear(field);
    await userEvent.type(field, text);
  }
}

/** The JSON bodies of the part writes the screen sends, until the test ends. */
function recordPartWrites() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.includes('/parts/')) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  });
  return bodies;
}

describe('a check part in the lesson editor', () => {
  it('is listed with its kind and how many questions it has', async () => {
    const parts = await openLesson();
    expect(within(parts).getAllByRole('listitem')[3]).toHaveTextContent(
      /Comprueba lo aprendido.*Comprobación · 2 preguntas/,
    );
  });

  it('is added with a question of each kind, their right options and its pass mark, as the API takes them', async () => {
    const writes = recordPartWrites();
    const form = await newCheckPart('¿Qué aprendiste?');
    expect(within(form).queryByRole('textbox', { name: 'Archivo (dirección)' })).toBeNull();
    const passMark = within(form).getByRole('textbox', { name: 'Para aprobar (% de respuestas correctas)' });
    expect(passMark).toHaveValue('70');
    await userEvent.clear(passMark);
    await userEvent.type(passMark, '80');

    const first = question(form, 1);
    await userEvent.type(within(first).getByRole('textbox', { name: 'Texto de la pregunta' }), '¿Qué conviene más?');
    await writeOptions(first, ['Preguntar', 'Adivinar']);
    await userEvent.click(within(option(first, 1)).getByRole('radio', { name: 'Correcta' }));
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: 'Para repasar' }),
      'Lectura: preguntas clave',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Agregar pregunta' }));
    const second = question(form, 2);
    expect(within(second).getByRole('combobox', { name: 'Tipo de pregunta' })).toHaveFocus();
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Tipo de pregunta' }), 'multiple');
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Texto de la pregunta' }),
      '¿Qué dice un cliente?',
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Agregar opción' }));
    await writeOptions(second, ['Qué busca', 'Cuánto paga', 'Su signo']);
    await userEvent.click(within(option(second, 1)).getByRole('checkbox', { name: 'Correcta' }));
    await userEvent.click(within(option(second, 2)).getByRole('checkbox', { name: 'Correcta' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Agregar pregunta' }));
    const third = question(form, 3);
    await userEvent.selectOptions(within(third).getByRole('combobox', { name: 'Tipo de pregunta' }), 'true_false');
    await userEvent.type(within(third).getByRole('textbox', { name: 'Texto de la pregunta' }), 'Todos compran igual.');
    await userEvent.click(within(option(third, 2)).getByRole('radio', { name: 'Correcta' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    expect(await screen.findByText('Parte agregada.')).toBeInTheDocument();
    const answer = (text: string, correct: boolean) => ({ text, correct, feedback: '' });
    expect(writes).toEqual([
      {
        kind: 'check',
        title: '¿Qué aprendiste?',
        duration_minutes: 0,
        media_url: null,
        captions_url: null,
        body_html: '',
        check: {
          pass_mark: 80,
          max_attempts: null,
          questions: [
            {
              kind: 'single',
              prompt: '¿Qué conviene más?',
              review_part_id: 5002,
              options: [answer('Preguntar', true), answer('Adivinar', false)],
            },
            {
              kind: 'multiple',
              prompt: '¿Qué dice un cliente?',
              review_part_id: null,
              options: [answer('Qué busca', true), answer('Cuánto paga', true), answer('Su signo', false)],
            },
            {
              kind: 'true_false',
              prompt: 'Todos compran igual.',
              review_part_id: null,
              options: [answer('Verdadero', false), answer('Falso', true)],
            },
          ],
        },
      },
    ]);
    const saved = mockState().curriculum.parts.find((part) => part.title === '¿Qué aprendiste?');
    expect(saved?.check?.questions.map(({ id, options }) => [id, options.map((one) => one.id)])).toEqual([
      [1, [2, 3]],
      [4, [5, 6, 7]],
      [8, [9, 10]],
    ]);
  });

  it('refuses a one-answer question with no right option, saying so with its options', async () => {
    const form = await newCheckPart('Sin respuesta');
    const first = question(form, 1);
    await userEvent.type(within(first).getByRole('textbox', { name: 'Texto de la pregunta' }), '¿Cuál?');
    await writeOptions(first, ['Esta', 'Aquella']);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    const marks = await within(first).findAllByRole('radio', { name: 'Correcta' });
    for (const mark of marks) {
      expect(mark).toHaveAttribute('aria-invalid', 'true');
      expect(mark).toHaveAccessibleDescription(RIGHT_OPTION);
    }
    expect(marks[0]).toHaveFocus();
    expect(mockState().curriculum.parts.some((part) => part.title === 'Sin respuesta')).toBe(false);
  });

  it('gives a true-or-false question its two options, and no way to add a third or remove one', async () => {
    const form = await newCheckPart('Verdadero o falso');
    const first = question(form, 1);
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Tipo de pregunta' }), 'true_false');
    expect(
      within(first)
        .getAllByRole('textbox', { name: 'Texto' })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Verdadero', 'Falso']);
    expect(within(first).queryByRole('button', { name: 'Agregar opción' })).toBeNull();
    expect(within(first).queryByRole('button', { name: /Quitar la opción/ })).toBeNull();
  });

  it("shows the API's refusal of a question's part to review on that question's field", async () => {
    await openLesson();
    await userEvent.click(screen.getByRole('button', { name: 'Editar «Comprueba lo aprendido»' }));
    const form = screen.getByRole('region', { name: 'Editar parte' });
    // Another editor deleted the reading the first question sends the learner back to.
    const state = mockState().curriculum;
    state.parts = state.parts.filter((part) => part.id !== 5002);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    const review = within(question(form, 1)).getByRole('combobox', { name: /Para repasar/ });
    await waitFor(() => expect(review).toHaveAttribute('aria-invalid', 'true'));
    expect(review).toHaveAccessibleDescription(/Elige otra parte de esta lección, o ninguna\./);
  });

  it('shows a refusal about a question added since the editor opened on that question', async () => {
    await openLesson();
    await userEvent.click(screen.getByRole('button', { name: 'Editar «Comprueba lo aprendido»' }));
    const form = screen.getByRole('region', { name: 'Editar parte' });
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar pregunta' }));
    const third = question(form, 3);
    await userEvent.type(within(third).getByRole('textbox', { name: 'Texto de la pregunta' }), '¿Y la plantilla?');
    await writeOptions(third, ['Sirve', 'No sirve']);
    await userEvent.click(within(option(third, 1)).getByRole('radio', { name: 'Correcta' }));
    await userEvent.selectOptions(
      within(third).getByRole('combobox', { name: 'Para repasar' }),
      'Plantilla de clientes',
    );
    const state = mockState().curriculum;
    state.parts = state.parts.filter((part) => part.id !== 5003);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    const review = within(third).getByRole('combobox', { name: /Para repasar/ });
    await waitFor(() => expect(review).toHaveAttribute('aria-invalid', 'true'));
  });

  it('is drawn in the lesson preview as it is typed, a question not saved yet included', async () => {
    await openLesson();
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const frame = screen.getByTitle('Vista previa de «Conoce a tus clientes» en un teléfono') as HTMLIFrameElement;
    const preview = () => within((frame.contentDocument as Document).body);
    expect(await preview().findByText('¿Qué te dice mejor lo que buscan tus clientes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar «Comprueba lo aprendido»' }));
    const form = screen.getByRole('region', { name: 'Editar parte' });
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar pregunta' }));
    await userEvent.type(within(question(form, 3)).getByRole('textbox', { name: 'Texto de la pregunta' }), '¿Y ahora?');
    expect(await preview().findByText('¿Y ahora?')).toBeInTheDocument();
    expect(preview().getAllByRole('radio')).toHaveLength(6);
  });

  it('moves a question with its buttons and removes one, each named by its number, and saves them so', async () => {
    await openLesson();
    await userEvent.click(screen.getByRole('button', { name: 'Editar «Comprueba lo aprendido»' }));
    const form = screen.getByRole('region', { name: 'Editar parte' });
    const promptOf = (number: number) =>
      within(question(form, number)).getByRole('textbox', { name: 'Texto de la pregunta' });
    await userEvent.click(within(form).getByRole('button', { name: 'Bajar «Pregunta 1»' }));
    expect(promptOf(1)).toHaveValue('Todos tus clientes compran por la misma razón.');
    expect(promptOf(2)).toHaveValue('¿Qué te dice mejor lo que buscan tus clientes?');
    expect(within(form).getByRole('button', { name: 'Subir «Pregunta 2»' })).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Quitar la pregunta 1' }));
    expect(within(form).queryByRole('group', { name: 'Pregunta 2' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Agregar pregunta' })).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    expect(await screen.findByText('Parte guardada.')).toBeInTheDocument();
    const saved = mockState().curriculum.parts.find((part) => part.id === 5004);
    expect(saved?.check?.questions.map(({ id, prompt }) => [id, prompt])).toEqual([
      [1, '¿Qué te dice mejor lo que buscan tus clientes?'],
    ]);
  });
});
