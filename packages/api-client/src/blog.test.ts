import { describe, expect, it } from 'vitest';
import { blogApi } from './blog';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

describe('blog endpoints', () => {
  it("reads the posts of the country cookie's country, page by page", async () => {
    setCookie('country', 'mx');
    const requests = recordRequests();
    const store = setupStore();

    const first = await store.dispatch(blogApi.endpoints.getPosts.initiate(1));
    const second = await store.dispatch(blogApi.endpoints.getPosts.initiate(2));

    expect(requestLines(requests)).toEqual(['GET /api/mx/posts/?page=1', 'GET /api/mx/posts/?page=2']);
    expect(first.data).toMatchObject({ count: 8, page_size: 6, next: 2, previous: null });
    expect(second.data).toMatchObject({ next: null, previous: 1 });
    expect(second.data?.results).toHaveLength(2);
  });

  it('keys the cache by the cookie country, so another country never shows the old posts', async () => {
    const store = setupStore();
    setCookie('country', 'mx');
    await store.dispatch(blogApi.endpoints.getPosts.initiate(1));

    setCookie('country', 'co');
    const colombia = await store.dispatch(blogApi.endpoints.getPosts.initiate(1));

    expect(colombia.data?.results.map((post) => post.country)).toEqual(['co', 'co']);
  });

  it('reads a post by slug in the cookie country', async () => {
    setCookie('country', 'co');
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(blogApi.endpoints.getPost.initiate('factura-electronica'));

    expect(requestLines(requests)).toEqual(['GET /api/co/posts/slug/factura-electronica/']);
    expect(data?.body_html).toContain('<p>');
  });

  it('fails without a request when no country has been chosen', async () => {
    const requests = recordRequests();

    const { error } = await setupStore().dispatch(blogApi.endpoints.getPosts.initiate(1));

    expect(error).toMatchObject({ status: 'CUSTOM_ERROR' });
    expect(requests).toEqual([]);
  });
});
