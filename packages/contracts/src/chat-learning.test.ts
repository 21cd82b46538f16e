import { describe, expect, it } from 'vitest';
import { chatCommand, chatMessage, WHATSAPP_LIMITS } from './chat-learning';

describe('the chat replies a learner may give', () => {
  it('understands the commands in Spanish and English, typed any way', () => {
    expect(chatCommand('Siguiente')).toBe('next');
    expect(chatCommand('  SIGUIENTE!! ')).toBe('next');
    expect(chatCommand('next')).toBe('next');
    expect(chatCommand('Menú')).toBe('menu');
    expect(chatCommand('menu.')).toBe('menu');
    expect(chatCommand('¿Ayuda?')).toBe('help');
    expect(chatCommand('Repetir')).toBe('repeat');
    expect(chatCommand('otra vez')).toBe('repeat');
  });

  it('names no command for anything else (an answer, a greeting, BAJA, which the reminders handle)', () => {
    for (const reply of ['Hola', '2', '1,3', 'BAJA', 'siguiente lección por favor', '']) {
      expect(chatCommand(reply), reply).toBeUndefined();
    }
  });
});

describe('a chat message is held to the Cloud API limits', () => {
  it('refuses a button title over 20 characters, a fourth button, an 11th row and an empty body', () => {
    const button = (title: string, id = title) => ({ id, title });
    expect(chatMessage.safeParse({ kind: 'buttons', body: 'x', buttons: [button('a'.repeat(21))] }).success).toBe(
      false,
    );
    expect(
      chatMessage.safeParse({ kind: 'buttons', body: 'x', buttons: ['a', 'b', 'c', 'd'].map((t) => button(t)) })
        .success,
    ).toBe(false);
    const rows = Array.from({ length: WHATSAPP_LIMITS.listRowsMax + 1 }, (_, index) => button(`fila ${index}`));
    expect(chatMessage.safeParse({ kind: 'list', body: 'x', button: 'Ver', rows }).success).toBe(false);
    expect(chatMessage.safeParse({ kind: 'text', body: '' }).success).toBe(false);
    expect(chatMessage.safeParse({ kind: 'text', body: 'a'.repeat(WHATSAPP_LIMITS.textBody + 1) }).success).toBe(false);
  });

  it('takes media only by an http(s) address', () => {
    expect(chatMessage.safeParse({ kind: 'image', link: 'javascript:alert(1)' }).success).toBe(false);
    expect(chatMessage.safeParse({ kind: 'video', link: 'https://aula.example/media/a.mp4' }).success).toBe(true);
  });
});
