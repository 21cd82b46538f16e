import { colonPath } from '@aula/contracts/endpoint';
import { consoleChatPreviewEndpoints as preview } from '@aula/contracts/endpoints/console-chat-preview';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderCurriculumScreen } from '../../test/render-curriculum-screen';
import { LessonEditorScreen } from '../lesson-editor-screen';

const server = useMswServer();
const previewPath = `*${colonPath(preview.chatPreview.path)}`;

/** The lesson editor of lesson 1001 (a video, a reading, a file and a check), its WhatsApp preview opened. */
async function openPreview(language: 'es' | 'en' = 'es') {
  const { user } = renderCurriculumScreen(
    <LessonEditorScreen />,
    'consoleLesson',
    'consola/lecciones/1001',
    'impulsa',
    language,
  );
  const open = await screen.findByRole('button', {
    name: language === 'es' ? 'Ver como conversación de WhatsApp' : 'See as a WhatsApp conversation',
  });
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  return {
    user,
    region: screen.getByRole('region', {
      name: language === 'es' ? 'La lección en WhatsApp' : 'The lesson on WhatsApp',
    }),
  };
}

describe('the lesson as a WhatsApp conversation', () => {
  it("draws the chat's messages in order: bold text, a picture with its caption, a file, the questions' options", async () => {
    const { region } = await openPreview();
    const messages = await within(region).findByRole('list', { name: 'Mensajes del chat' });
    expect(Array.from(messages.children, (bubble) => bubble.textContent)).toEqual([
      expect.stringMatching(/^Conoce a tus clientes/),
      expect.stringMatching(/^Video.*Video: tus clientes/),
      expect.stringMatching(/^Lectura: preguntas clave/),
      expect.stringMatching(/^Una clienta elige en el mostrador/),
      expect.stringMatching(/^Documento.*Plantilla de clientes.*clientes\.pdf/),
      expect.stringMatching(/^Comprueba lo aprendido/),
      expect.stringMatching(/^Pregunta 1 de 2/),
      expect.stringMatching(/^Pregunta 2 de 2/),
    ]);
    // The lesson's introduction first, its title in bold as the chat marks it.
    const first = messages.firstElementChild as HTMLElement;
    expect(within(first).getByText('Conoce a tus clientes').tagName).toBe('STRONG');
    expect(first).toHaveTextContent('En esta lección verás quién te compra.');

    expect(within(messages).getByText('qué buscan').tagName).toBe('STRONG');
    expect(within(messages).queryByText(/\*qué buscan\*/)).toBeNull();
    // The picture with its caption under it (the caption names it: the picture's own alt is empty).
    const caption = within(messages).getByText('Una clienta elige en el mostrador', { selector: 'figcaption' });
    expect(caption).toBeVisible();
    expect(caption.closest('figure')?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\.svg$|\.jpg$|\.webp$|\.png$/),
    );
    expect(within(messages).getByRole('link', { name: 'clientes.pdf' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/media\/files\/clientes\.pdf$/),
    );
    expect(within(messages).getByRole('link', { name: 'Ver el video' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/media\/videos\/clientes\.mp4$/),
    );

    const replies = within(messages).getAllByRole('list', { name: 'Botones de respuesta' });
    expect(
      replies.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      ['Preguntarles', 'Adivinarlo'],
      ['Verdadero', 'Falso'],
    ]);
    // Shown, not tapped: the chips are no controls of the console.
    expect(within(replies[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it("reads the chat's own sentences in the language chosen", async () => {
    const { user, region } = await openPreview();
    expect(await within(region).findByText(/Pregunta 1 de 2/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'English' }));
    expect(await within(region).findByText(/Question 1 of 2/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the conversation cannot be loaded, and loads it on retry', async () => {
    server.use(
      http.get(previewPath, () => HttpResponse.json({ error: 'internal', message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user, region } = await openPreview('en');
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the conversation.');
    expect(within(region).queryByRole('list', { name: 'Chat messages' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('list', { name: 'Chat messages' })).toBeInTheDocument();
  });

  it('says a lesson without parts would send only its introduction', async () => {
    const { user } = renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1002');
    await screen.findByRole('heading', { level: 1, name: 'Promociones que sí funcionan' });
    await user.click(screen.getByRole('button', { name: 'Ver como conversación de WhatsApp' }));
    const region = screen.getByRole('region', { name: 'La lección en WhatsApp' });
    expect(
      await within(region).findByText('Esta lección no tiene partes todavía: el chat solo enviaría su introducción.'),
    ).toBeInTheDocument();
    const messages = within(region).getByRole('list', { name: 'Mensajes del chat' });
    expect(messages.children).toHaveLength(1);
  });
});
