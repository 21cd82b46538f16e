import { lessonDetail, lessonResultsResponse, setRatingResponse } from '@aula/contracts/lessons';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer, lessonId, newLearner } from './helpers/content';

let maria: string;
let jose: string;
let lesson: number;
const ctx = useTestApp();
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
  lesson = await lessonId(ctx.db, 'Arma una oferta irresistible');
}, 30_000);

const post = (url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
const detail = async (token: string) =>
  lessonDetail.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/lessons/${lesson}/`, headers: bearer(token) })).json(),
  );

describe('POST /api/lessons/{id}/set_favorite/', () => {
  it('toggles the mark with an empty body and lists it under favourites', async () => {
    const on = await post(`/api/lessons/${lesson}/set_favorite/`, maria);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ favorite: true });
    expect((await detail(maria)).favorite).toBe(true);
    const favorites = await ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers: bearer(maria) });
    expect(lessonResultsResponse.parse(favorites.json()).results.map((l) => l.id)).toEqual([lesson]);

    expect((await post(`/api/lessons/${lesson}/set_favorite/`, maria)).json()).toEqual({ favorite: false });
    expect((await detail(maria)).favorite).toBe(false);
  });

  it("answers 404 for another ally's lesson and 401 without a token", async () => {
    expect((await post(`/api/lessons/${lesson}/set_favorite/`, jose)).statusCode).toBe(404);
    expect((await post(`/api/lessons/${lesson}/set_favorite/`)).statusCode).toBe(401);
  });
});

describe('POST /api/lessons/{id}/set_rating/', () => {
  it('stores one rating per learner, replaces it on a second call and returns the average', async () => {
    const first = setRatingResponse.parse(
      (await post(`/api/lessons/${lesson}/set_rating/`, maria, { rating: 2 })).json(),
    );
    expect(first).toEqual({ rating: 2, rating_average: 2, rating_count: 1 });
    const again = setRatingResponse.parse(
      (await post(`/api/lessons/${lesson}/set_rating/`, maria, { rating: 5 })).json(),
    );
    expect(again).toEqual({ rating: 5, rating_average: 5, rating_count: 1 });
    expect(await detail(maria)).toMatchObject({ rating: 5, rating_average: 5 });
  });

  it("averages every learner's rating while each learner keeps their own", async () => {
    const other = await newLearner(ctx.db, 'impulsa', 'rosa@impulsa.example');
    const body = setRatingResponse.parse(
      (await post(`/api/lessons/${lesson}/set_rating/`, other.token, { rating: 2 })).json(),
    );
    expect(body).toEqual({ rating: 2, rating_average: 3.5, rating_count: 2 });
    expect(await detail(maria)).toMatchObject({ rating: 5, rating_average: 3.5 });
    expect(await detail(other.token)).toMatchObject({ rating: 2, favorite: false });
  });

  it('answers 400 naming rating for 0, 6, 3.5, a string and a missing field, and for unknown fields', async () => {
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 'cinco' }, {}]) {
      const response = await post(`/api/lessons/${lesson}/set_rating/`, maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'rating' }] });
    }
    const extra = await post(`/api/lessons/${lesson}/set_rating/`, maria, { rating: 4, user_id: 2 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual([{ field: 'user_id', reason: 'is not allowed' }]);
  });

  it("answers 404 for another ally's lesson and 401 without a token", async () => {
    expect((await post(`/api/lessons/${lesson}/set_rating/`, jose, { rating: 3 })).statusCode).toBe(404);
    expect((await post(`/api/lessons/${lesson}/set_rating/`, undefined, { rating: 3 })).statusCode).toBe(401);
  });
});
