import { CSRF_HEADER } from '@aula/contracts/headers';
import { mockState } from '@aula/mocks/state';
import { describe, expect, it } from 'vitest';
import { consoleMediaApi, mediaListChanged, uploadTarget } from './console-media';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

/** impulsa's demo editor, signed in on impulsa's site. */
function editorStore() {
  const editor = mockState().users.find(
    ({ user }) => user.access === 'ally_editor' && user.ally_code === 'impulsa',
  )?.user;
  if (!editor) throw new Error('the mock world has no impulsa editor');
  setCookie('token.impulsa', `mock-token-${editor.id}`);
  return setupStore({
    session: { site: { country: 'mx', allyCode: 'impulsa' }, signedIn: true, user: editor },
  } as never);
}

const b64 = (text: string) => btoa(text);

describe('console media', () => {
  it('lists the acting ally’s media, of one kind or all, and asks again once an upload finished', async () => {
    const store = editorStore();
    const requests = recordRequests();
    const empty = await store.dispatch(consoleMediaApi.endpoints.getMediaList.initiate(undefined));
    expect(empty.data).toEqual({ results: [] });
    const list = store.dispatch(consoleMediaApi.endpoints.getMediaList.initiate(undefined));

    // One PDF through the mock tus server, as the uploader sends it (the ally and the token in headers).
    const { endpoint, headers } = await uploadTarget('impulsa');
    expect(headers).toEqual({ 'x-aula-ally': 'impulsa', [CSRF_HEADER]: 'test-csrf' });
    const tus = { ...headers, 'tus-resumable': '1.0.0' };
    const created = await fetch(endpoint, {
      method: 'POST',
      headers: { ...tus, 'upload-length': '5', 'upload-metadata': `kind ${b64('pdf')},filename ${b64('guia.pdf')}` },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', endpoint);
    const finished = await fetch(location, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: '%PDF-',
    });
    expect(await finished.json()).toMatchObject({ kind: 'pdf', original_name: 'guia.pdf' });

    store.dispatch(mediaListChanged());
    await expect
      .poll(() => consoleMediaApi.endpoints.getMediaList.select(undefined)(store.getState()).data?.results.length)
      .toBe(1);
    const pdfs = await store.dispatch(consoleMediaApi.endpoints.getMediaList.initiate('pdf'));
    const images = await store.dispatch(consoleMediaApi.endpoints.getMediaList.initiate('image'));
    expect(pdfs.data?.results.map((item) => item.original_name)).toEqual(['guia.pdf']);
    expect(images.data?.results).toEqual([]);
    expect(requestLines(requests).filter((line) => line.includes('/media/'))).toEqual([
      'GET /api/console/media/',
      'GET /api/console/media/',
      'GET /api/console/media/?kind=pdf',
      'GET /api/console/media/?kind=image',
    ]);
    list.unsubscribe();
  });
});
