import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styledComponentIds } from './styled-components-ids.ts';

const root = join(import.meta.dirname, '..');
const fixture = '/vite/test-fixtures/styled-card.tsx';
let server: ViteDevServer;

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    // As the server renderer's build (ssr-build.ts): styled-components bundled, not loaded by Node.
    ssr: { noExternal: ['styled-components'] },
    server: { middlewareMode: true, hmr: false, ws: false },
    oxc: { plugins: { styledComponents: styledComponentIds } },
  });
});

afterAll(async () => {
  await server.close();
});

/** The class names the server renderer gives the fixture's card, and the ids the browser's code holds. */
async function bothSides() {
  const { Card } = await server.ssrLoadModule(fixture);
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(createElement(Card)));
  sheet.seal();
  const serverClasses = /class="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const client = await server.environments.client.transformRequest(fixture);
  const clientIds = [...(client?.code ?? '').matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);
  return { serverClasses, clientIds };
}

describe('styled-components ids', () => {
  it('gives a component the same class in the server render as in the browser build', async () => {
    const { serverClasses, clientIds } = await bothSides();
    // Frame and Card: each named by its file and place, not by the order modules ran in.
    expect(clientIds).toHaveLength(2);
    for (const id of clientIds) expect(id).toMatch(/^sc-[a-z0-9]+-\d$/);
    expect(serverClasses).toEqual(expect.arrayContaining(clientIds));
  });
});
