import { describe, expect, it } from 'vitest';
import { blogApi } from './blog';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { colombianPost } from './test/demo';
import { recordRequests, requestLines } from './test/requests';

const impulsaMx = { country: 'mx', allyCode: 'impulsa' };

describe('blog endpoints', () => {
  it("reads the ally's blog in the country page by page, naming the ally", async () => {
    const requests = recordRequests();
    const store = setupStore();

    const first = await store.dispatch(blogApi.endpoints.getPosts.initiate({ ...impulsaMx, page: 1 }));
    const second = await store.dispatch(blogApi.endpoints.getPosts.initiate({ ...impulsaMx, page: 2 }));

    expect(requestLines(requests)).toEqual([
      'GET /api/mx/posts/?ally_code=impulsa&page=1',
      'GET /api/mx/posts/?ally_code=impulsa&page=2',
    ]);
    expect(first.data).toMatchObject({ count: 8, page_size: 6, next: 2, previous: null });
    expect(second.data).toMatchObject({ next: null, previous: 1 });
    expect(second.data?.results).toHaveLength(2);
  });

  it('reads a post by slug on the ally’s blog', async () => {
    const requests = recordRequests();

    const slug = colombianPost?.slug ?? '';
    const { data } = await setupStore().dispatch(
      blogApi.endpoints.getPost.initiate({ slug, country: 'co', allyCode: 'crecer' }),
    );

    expect(requestLines(requests)).toEqual([`GET /api/co/posts/slug/${slug}/?ally_code=crecer`]);
    expect(data?.body_html).toContain('<p>');
  });

  it("keeps each ally's and country's blog apart, whatever the cookies say (two tabs)", async () => {
    setCookie('country', 'co');
    setCookie('ally_code', 'crecer');
    const requests = recordRequests();
    const store = setupStore();

    const impulsa = await store.dispatch(blogApi.endpoints.getPosts.initiate({ ...impulsaMx, page: 1 }));
    const crecer = await store.dispatch(
      blogApi.endpoints.getPosts.initiate({ country: 'mx', allyCode: 'crecer', page: 1 }),
    );
    const colombia = await store.dispatch(
      blogApi.endpoints.getPosts.initiate({ country: 'co', allyCode: 'impulsa', page: 1 }),
    );

    expect(requestLines(requests)).toEqual([
      'GET /api/mx/posts/?ally_code=impulsa&page=1',
      'GET /api/mx/posts/?ally_code=crecer&page=1',
      'GET /api/co/posts/?ally_code=impulsa&page=1',
    ]);
    // Crecer's own Mexican post (the console's mock world) is on its blog only.
    const titles = (page: typeof impulsa) => page.data?.results.map((post) => post.title) ?? [];
    expect(titles(crecer)).toContain('Inventario semanal');
    expect(titles(impulsa)).not.toContain('Inventario semanal');
    expect(colombia.data?.results.every((post) => post.country === 'co')).toBe(true);
  });
});
