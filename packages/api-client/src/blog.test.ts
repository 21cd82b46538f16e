import { describe, expect, it } from 'vitest';
import { blogApi } from './blog';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { colombianPost } from './test/demo';
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

    expect(colombia.data?.results.length).toBeGreaterThan(0);
    expect(colombia.data?.results.every((post) => post.country === 'co')).toBe(true);
  });

  it('reads a post by slug in the cookie country', async () => {
    setCookie('country', 'co');
    const requests = recordRequests();

    const slug = colombianPost?.slug ?? '';
    const { data } = await setupStore().dispatch(blogApi.endpoints.getPost.initiate(slug));

    expect(requestLines(requests)).toEqual([`GET /api/co/posts/slug/${slug}/`]);
    expect(data?.body_html).toContain('<p>');
  });

  it('fails without a request when no country has been chosen', async () => {
    const requests = recordRequests();

    const { error } = await setupStore().dispatch(blogApi.endpoints.getPosts.initiate(1));

    expect(error).toMatchObject({ status: 'CUSTOM_ERROR' });
    expect(requests).toEqual([]);
  });

  it("reads the route's country when a screen names it, whatever the cookie says (two tabs, two countries)", async () => {
    setCookie('country', 'co');
    const requests = recordRequests();
    const store = setupStore();

    const mexico = await store.dispatch(blogApi.endpoints.getPosts.initiate({ page: 1, country: 'mx' }));
    const colombia = await store.dispatch(blogApi.endpoints.getPosts.initiate(1));
    const slug = colombianPost?.slug ?? '';
    await store.dispatch(blogApi.endpoints.getPost.initiate({ slug, country: 'co' }));

    expect(requestLines(requests)).toEqual([
      'GET /api/mx/posts/?page=1',
      'GET /api/co/posts/?page=1',
      `GET /api/co/posts/slug/${slug}/`,
    ]);
    expect(mexico.data?.results.every((post) => post.country === 'mx')).toBe(true);
    expect(colombia.data?.results.every((post) => post.country === 'co')).toBe(true);
  });
});
