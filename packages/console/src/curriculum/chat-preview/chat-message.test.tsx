import type { ChatMessage } from '@aula/contracts/chat-learning';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { ChatConversation } from './chat-conversation';

function draw(messages: ChatMessage[]) {
  renderWithProviders(<ChatConversation messages={messages} label="Mensajes del chat" />, {
    messages: [consoleMessages],
  });
  return screen.getByRole('list', { name: 'Mensajes del chat' });
}

describe('ChatConversation', () => {
  it("shows a list's button and its rows, each with its description, as words to read, not controls", () => {
    const messages = draw([
      {
        kind: 'list',
        body: 'Pregunta 1 de 1\n\n¿Qué haces primero?',
        button: 'Ver opciones',
        rows: [
          { id: 'check:1:2:3', title: 'Bajas el precio de…', description: 'inmediato' },
          { id: 'check:1:2:4', title: 'Le preguntas' },
        ],
      },
    ]);
    const rows = within(messages).getByRole('list', { name: 'Opciones de la lista «Ver opciones»' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Bajas el precio de…inmediato', 'Le preguntas']);
    expect(within(messages).getByText('Ver opciones')).toBeVisible();
    expect(within(messages).queryByRole('button')).toBeNull();
  });

  it('names a video and a file in their cards, with their captions and links', () => {
    const messages = draw([
      { kind: 'video', link: 'https://aula.example/media/clase.mp4', caption: '*Clase*' },
      { kind: 'document', link: 'https://aula.example/media/plantilla.pdf', filename: 'plantilla.pdf' },
    ]);
    const [video, file] = Array.from(messages.children) as HTMLElement[];
    expect(video).toHaveTextContent('VideoClaseVer el video');
    expect(within(video as HTMLElement).getByText('Clase').tagName).toBe('STRONG');
    expect(within(file as HTMLElement).getByText('Documento')).toBeVisible();
    expect(within(file as HTMLElement).getByRole('link', { name: 'plantilla.pdf' })).toHaveAttribute(
      'href',
      'https://aula.example/media/plantilla.pdf',
    );
  });
});
