import { describe, expect, it } from 'vitest';
import { callMock } from '../test-client';

const STAFF = 3;
const IMPULSA_EDITOR = 5;

describe('mock blog', () => {
  it("pages an ally's blog in a country six at a time with next and previous", async () => {
    const first = (await callMock('/api/mx/posts/?ally_code=impulsa')).body;
    const second = (await callMock('/api/mx/posts/?ally_code=impulsa&page=2')).body;

    expect(first).toMatchObject({ count: 8, page: 1, page_size: 6, next: 2, previous: null });
    expect(first.results).toHaveLength(6);
    expect(first.results[0]).not.toHaveProperty('body_html');
    expect(second).toMatchObject({ page: 2, next: null, previous: 1 });
    expect(second.results).toHaveLength(2);
    expect((await callMock('/api/mx/posts/?ally_code=impulsa&page=3')).status).toBe(404);
  });

  it('finds a post by slug only in its own country', async () => {
    const colombian = '/api/co/posts/slug/factura-electronica-sin-miedo/?ally_code=impulsa';
    expect((await callMock(colombian)).body).toMatchObject({ country: 'co' });
    expect((await callMock(colombian.replace('/co/', '/mx/'))).status).toBe(404);
  });

  it("shows an ally's own published post on its blog only, and no blog where the ally has none", async () => {
    // Crecer's "Inventario semanal" (the console's mock world), published in Mexico.
    const slug = '/api/mx/posts/slug/inventario-semanal/';
    expect((await callMock(`${slug}?ally_code=crecer`)).status).toBe(200);
    expect((await callMock(`${slug}?ally_code=impulsa`)).status).toBe(404);
    expect((await callMock('/api/pe/posts/?ally_code=crecer')).status).toBe(404);
    expect((await callMock('/api/mx/posts/')).status).toBe(400);
  });
});

describe('mock console blog', () => {
  const create = (as: number, ally: string, body: object) =>
    callMock('/api/console/posts/', { method: 'POST', as, ally, body });
  const post = { country: 'mx', title: 'Precios de temporada', body_html: '<p>x</p>', author: 'Elena' };

  it('refuses a slug of the same blog or of a platform post, naming slug, but not another ally’s', async () => {
    const same = await create(IMPULSA_EDITOR, 'impulsa', post);
    expect(same).toMatchObject({ status: 400, body: { error: 'slug_taken', fields: [{ field: 'slug' }] } });
    const platform = await create(IMPULSA_EDITOR, 'impulsa', { ...post, slug: 'ventas-de-fin-de-ano' });
    expect(platform.body).toMatchObject({ error: 'slug_taken_by_platform' });
    const crecers = await create(IMPULSA_EDITOR, 'impulsa', { ...post, slug: 'inventario-semanal' });
    expect(crecers.status).toBe(201);
  });

  it("lets staff write and see the platform's posts, and only staff", async () => {
    expect((await create(IMPULSA_EDITOR, 'impulsa', { ...post, title: 'Todos', platform: true })).status).toBe(403);
    const written = await create(STAFF, 'impulsa', { ...post, title: 'Para todos', platform: true });
    expect(written.body).toMatchObject({ platform: true, slug: 'para-todos' });
    const staffList = (await callMock('/api/console/posts/', { as: STAFF, ally: 'impulsa' })).body;
    const teamList = (await callMock('/api/console/posts/', { as: IMPULSA_EDITOR, ally: 'impulsa' })).body;
    const ids = (list: { results: { id: number }[] }) => list.results.map(({ id }) => id);
    expect(ids(staffList)).toEqual(expect.arrayContaining([written.body.id, 504]));
    expect(ids(teamList)).not.toContain(504);
  });

  it('archives, restores and deletes, another ally’s post being 404', async () => {
    const archived = await callMock('/api/console/posts/502/archive/', {
      method: 'POST',
      as: IMPULSA_EDITOR,
      ally: 'impulsa',
      body: { version: 3 },
    });
    expect(archived.body).toMatchObject({ status: 'archived', published_at: null });
    expect((await callMock('/api/co/posts/slug/cobra-con-qr/?ally_code=impulsa')).status).toBe(404);
    expect(
      (await callMock('/api/console/posts/503/', { method: 'DELETE', as: IMPULSA_EDITOR, ally: 'impulsa' })).status,
    ).toBe(404);
    const deleted = await callMock('/api/console/posts/501/', {
      method: 'DELETE',
      as: IMPULSA_EDITOR,
      ally: 'impulsa',
    });
    expect(deleted.body).toEqual({ status: 'deleted' });
    expect((await callMock('/api/console/posts/501/', { as: IMPULSA_EDITOR, ally: 'impulsa' })).status).toBe(404);
  });
});
