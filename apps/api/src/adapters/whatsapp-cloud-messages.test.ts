import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@aula/contracts/chat-learning';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WhatsAppCloud } from './whatsapp-cloud';

// The chat's free-form messages (issue 42) through the real global fetch to a local server standing
// in for graph.facebook.com: each kind's exact request body, the token, the id WhatsApp answers, a refusal.

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the fake Graph API was asked, and how it answers the next message. */
const graph = {
  received: [] as Received[],
  answer: { status: 200, body: { messages: [{ id: 'wamid.chat-1' }] } as unknown },
};

const server = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    graph.received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(raw),
    });
    response.writeHead(graph.answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(graph.answer.body));
  });
});

let cloud: WhatsAppCloud;

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  cloud = new WhatsAppCloud({ token: 'chat-token', phoneNumberId: '4455', graphOrigin: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
});

beforeEach(() => {
  graph.received = [];
  graph.answer = { status: 200, body: { messages: [{ id: 'wamid.chat-1' }] } };
});

/** Sends one message and gives back the one request the fake received. */
async function sent(message: ChatMessage): Promise<Received> {
  await cloud.sendMessage({ to: '+525550001234', message });
  expect(graph.received).toHaveLength(1);
  return graph.received[0] as Received;
}

const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to: '525550001234' };

describe('WhatsApp Cloud adapter: chat messages', () => {
  it('POSTs to /v20.0/<phone number id>/messages with the bearer token and answers the wamid', async () => {
    const answer = await cloud.sendMessage({ to: '+525550001234', message: { kind: 'text', body: 'Hola' } });
    expect(answer).toEqual({ id: 'wamid.chat-1' });
    const [request] = graph.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v20.0/4455/messages');
    expect(request?.headers.authorization).toBe('Bearer chat-token');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('sends a text with its link previews on', async () => {
    const request = await sent({ kind: 'text', body: 'Lección 1: https://aula.example/l/1' });
    expect(request.headers.authorization).toBe('Bearer chat-token');
    expect(request.body).toEqual({
      ...envelope,
      type: 'text',
      text: { body: 'Lección 1: https://aula.example/l/1', preview_url: true },
    });
  });

  it('sends an image by link with its caption', async () => {
    const request = await sent({ kind: 'image', link: 'https://cdn.example/a.png', caption: 'El ciclo' });
    expect(request.headers.authorization).toBe('Bearer chat-token');
    expect(request.body).toEqual({
      ...envelope,
      type: 'image',
      image: { link: 'https://cdn.example/a.png', caption: 'El ciclo' },
    });
  });

  it('sends a video by link, no caption key when it has none', async () => {
    const request = await sent({ kind: 'video', link: 'https://cdn.example/v.mp4' });
    expect(request.headers.authorization).toBe('Bearer chat-token');
    expect(request.body).toEqual({ ...envelope, type: 'video', video: { link: 'https://cdn.example/v.mp4' } });
  });

  it('sends a document with its file name', async () => {
    const request = await sent({
      kind: 'document',
      link: 'https://cdn.example/guia.pdf',
      filename: 'guia.pdf',
      caption: 'La guía',
    });
    expect(request.headers.authorization).toBe('Bearer chat-token');
    expect(request.body).toEqual({
      ...envelope,
      type: 'document',
      document: { link: 'https://cdn.example/guia.pdf', filename: 'guia.pdf', caption: 'La guía' },
    });
  });

  it('sends reply buttons as an interactive button message', async () => {
    const request = await sent({
      kind: 'buttons',
      body: '¿Seguimos?',
      buttons: [
        { id: 'next', title: 'Siguiente' },
        { id: 'repeat', title: 'Repetir' },
      ],
    });
    expect(request.headers.authorization).toBe('Bearer chat-token');
    expect(request.body).toEqual({
      ...envelope,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: '¿Seguimos?' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'next', title: 'Siguiente' } },
            { type: 'reply', reply: { id: 'repeat', title: 'Repetir' } },
          ],
        },
      },
    });
  });

  it('sends a list as one untitled section of rows', async () => {
    const request = await sent({
      kind: 'list',
      body: 'Elige un módulo',
      button: 'Módulos',
      rows: [
        { id: 'module-1', title: 'Ahorro', description: 'Tres lecciones' },
        { id: 'module-2', title: 'Crédito' },
      ],
    });
    expect(request.headers.authorization).toBe('Bearer chat-token');
    expect(request.body).toEqual({
      ...envelope,
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: 'Elige un módulo' },
        action: {
          button: 'Módulos',
          sections: [
            {
              rows: [
                { id: 'module-1', title: 'Ahorro', description: 'Tres lecciones' },
                { id: 'module-2', title: 'Crédito' },
              ],
            },
          ],
        },
      },
    });
  });

  it('throws an error naming the status when WhatsApp refuses the message', async () => {
    graph.answer = {
      status: 400,
      body: { error: { message: 'Message failed to send because more than 24 hours have passed', code: 131047 } },
    };
    await expect(cloud.sendMessage({ to: '+525550001234', message: { kind: 'text', body: 'Hola' } })).rejects.toThrow(
      /answered 400/,
    );
  });
});
