import type { ChatMessage } from '@aula/contracts/chat-learning';
import { describe, expect, it } from 'vitest';
import { OutboxWhatsApp } from '../src/adapters/outbox';
import { useTestApp } from './helpers/app';

// The chat's messages (issue 42) in the development outbox: kept whole for a developer's tools and
// readable as text at GET /dev/outbox/, as the learner would see them.

const ctx = useTestApp();

/** Sends one message through the outbox to its own number and reads it back from GET /dev/outbox/. */
async function listed(to: string, message: ChatMessage) {
  const sent = await new OutboxWhatsApp(ctx.db).sendMessage({ to, message });
  expect(sent.id).toMatch(/^outbox-\d+$/);
  const response = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  const results = response.json().results;
  expect(results).toHaveLength(1);
  return results[0];
}

describe('development outbox: chat messages', () => {
  it('keeps a text as its body and its payload', async () => {
    const message: ChatMessage = { kind: 'text', body: 'Hola, empecemos' };
    expect(await listed('+525550009001', message)).toMatchObject({
      channel: 'whatsapp',
      to: '+525550009001',
      subject: null,
      text: 'Hola, empecemos',
      payload: message,
    });
  });

  it('shows media by caption and link, a document with its file name', async () => {
    const image: ChatMessage = { kind: 'image', link: 'https://cdn.example/a.png', caption: 'El ciclo' };
    expect(await listed('+525550009002', image)).toMatchObject({
      text: 'El ciclo\nhttps://cdn.example/a.png',
      payload: image,
    });
    const video: ChatMessage = { kind: 'video', link: 'https://cdn.example/v.mp4' };
    expect((await listed('+525550009003', video)).text).toBe('https://cdn.example/v.mp4');
    const document: ChatMessage = { kind: 'document', link: 'https://cdn.example/g.pdf', filename: 'guia.pdf' };
    expect((await listed('+525550009004', document)).text).toBe('guia.pdf: https://cdn.example/g.pdf');
  });

  it('shows reply buttons under the body, the ids kept in the payload', async () => {
    const message: ChatMessage = {
      kind: 'buttons',
      body: '¿Seguimos?',
      buttons: [
        { id: 'next', title: 'Siguiente' },
        { id: 'repeat', title: 'Repetir' },
      ],
    };
    expect(await listed('+525550009005', message)).toMatchObject({
      text: '¿Seguimos?\n[ Siguiente ]\n[ Repetir ]',
      payload: message,
    });
  });

  it('shows a list as its button and numbered rows', async () => {
    const message: ChatMessage = {
      kind: 'list',
      body: 'Elige un módulo',
      button: 'Módulos',
      rows: [
        { id: 'module-1', title: 'Ahorro', description: 'Tres lecciones' },
        { id: 'module-2', title: 'Crédito' },
      ],
    };
    expect(await listed('+525550009006', message)).toMatchObject({
      text: 'Elige un módulo\nMódulos:\n1. Ahorro - Tres lecciones\n2. Crédito',
      payload: message,
    });
  });

  it('answers a null payload for messages that are not chat messages', async () => {
    await new OutboxWhatsApp(ctx.db).sendText({ to: '+525550009007', body: 'Tu código es 123456' });
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/?to=%2B525550009007' });
    expect(response.json().results[0]).toMatchObject({ text: 'Tu código es 123456', payload: null });
  });
});
