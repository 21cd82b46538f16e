import { describe, expect, it } from 'vitest';

const origin = 'http://aula.test';

async function lessonIds(path: string) {
  const response = await fetch(`${origin}${path}`);
  const body: { results: { id: number }[] } = await response.json();
  return body.results.map((lesson) => lesson.id);
}

describe('mock lesson lists', () => {
  it('lists new lessons of the ally and country, newest first', async () => {
    expect(await lessonIds('/api/new_lessons/?country=mx&ally_code=impulsa')).toEqual([104, 103, 102, 101]);
    expect(await lessonIds('/api/new_lessons/?country=co&ally_code=impulsa')).toEqual([105, 103, 102, 101]);
  });

  it('lists most viewed lessons of the ally and country, most viewed first', async () => {
    expect(await lessonIds('/api/most_viewed_lessons/?country=mx&ally_code=crecer')).toEqual([203, 202, 201]);
    expect(await lessonIds('/api/most_viewed_lessons/?country=pe&ally_code=crecer')).toEqual([]);
  });

  it('answers 400 naming ally_code when it is missing', async () => {
    const response = await fetch(`${origin}/api/new_lessons/?country=mx`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: 'bad_request', message: 'Invalid input' });
    expect(body.fields).toEqual([{ field: 'ally_code', reason: expect.any(String) }]);
  });
});

describe('mock lesson detail', () => {
  const asUser = (id: number) => ({ headers: { authorization: `Bearer mock-token-${id}` } });

  it('answers 401 without a bearer token', async () => {
    const response = await fetch(`${origin}/api/lessons/101/`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Authentication required' });
  });

  it('answers 401 for a token that is not a mock token', async () => {
    expect((await fetch(`${origin}/api/lessons/101/`, { headers: { authorization: 'Bearer forged' } })).status).toBe(
      401,
    );
  });

  it("returns the lesson with its parts to a user of the lesson's ally", async () => {
    const response = await fetch(`${origin}/api/lessons/101/`, asUser(1));
    expect(response.status).toBe(200);
    const lesson = await response.json();
    expect(lesson).toMatchObject({ id: 101, module: { id: 11 } });
    expect(lesson.parts).toHaveLength(3);
  });

  it("answers 404 for another ally's lesson and for an unknown one", async () => {
    for (const path of ['/api/lessons/201/', '/api/lessons/999/']) {
      const response = await fetch(`${origin}${path}`, asUser(1));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
