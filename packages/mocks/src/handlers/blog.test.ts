import { describe, expect, it } from 'vitest';
import { callMock } from '../test-client';

describe('mock blog', () => {
  it('pages the posts of a country six at a time with next and previous', async () => {
    const first = (await callMock('/api/mx/posts/')).body;
    const second = (await callMock('/api/mx/posts/?page=2')).body;

    expect(first).toMatchObject({ count: 8, page: 1, page_size: 6, next: 2, previous: null });
    expect(first.results).toHaveLength(6);
    expect(first.results[0]).not.toHaveProperty('body_html');
    expect(second).toMatchObject({ page: 2, next: null, previous: 1 });
    expect(second.results).toHaveLength(2);
    expect((await callMock('/api/mx/posts/?page=3')).status).toBe(404);
  });

  it('finds a post by slug only in its own country', async () => {
    expect((await callMock('/api/co/posts/slug/factura-electronica-sin-miedo/')).body).toMatchObject({ country: 'co' });
    expect((await callMock('/api/mx/posts/slug/factura-electronica-sin-miedo/')).status).toBe(404);
  });
});
