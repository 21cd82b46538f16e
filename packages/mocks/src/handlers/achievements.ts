import { redeemCodeRequest, shippingAddress } from '@aula/contracts/achievements';
import type { SessionUser } from '@aula/contracts/auth';
import { HttpResponse, http } from 'msw';
import { type AchievementFixture, joinUrlOf } from '../fixtures/achievements';
import { WEBINAR_CODES } from '../fixtures/secrets';
import { mockState } from '../state';
import { asUser, forbidden } from './bearer';
import { apiError, badRequest, idOf, jsonBody, notFound } from './responses';

function achievementFor(user: SessionUser, rawId: unknown): AchievementFixture | undefined {
  const id = idOf(rawId);
  return mockState().achievements.find(
    (fixture) => fixture.allyCode === user.ally_code && fixture.achievement.id === id,
  );
}

function prizeAccessOf({ achievement, webinarId, reportPath }: AchievementFixture) {
  return {
    achievement_id: achievement.id,
    kind: achievement.prize.kind,
    webinar: mockState().webinars.find((webinar) => webinar.id === webinarId) ?? null,
    report_path: reportPath,
    user_data_required: achievement.user_data_required,
    user_data_submitted: achievement.user_data_submitted,
  };
}

export const achievementHandlers = [
  http.get(
    '*/api/achievements/',
    asUser(({ user }) =>
      HttpResponse.json({
        results: mockState()
          .achievements.filter((fixture) => fixture.allyCode === user.ally_code)
          .map((fixture) => fixture.achievement),
      }),
    ),
  ),

  http.get<{ id: string }>(
    '*/api/achievements/:id/',
    asUser(({ params, user }) => {
      const fixture = achievementFor(user, params.id);
      return fixture ? HttpResponse.json(fixture.achievement) : notFound('Achievement not found');
    }),
  ),

  http.get<{ id: string }>(
    '*/api/achievements/:id/prize_access/',
    asUser(({ params, user }) => {
      const fixture = achievementFor(user, params.id);
      if (!fixture) return notFound('Achievement not found');
      if (!fixture.achievement.earned) return forbidden('The achievement is not earned yet');
      return HttpResponse.json(prizeAccessOf(fixture));
    }),
  ),

  http.post<{ id: string }>(
    '*/api/achievements/:id/user_data/',
    asUser(async ({ request, params, user }) => {
      const fixture = achievementFor(user, params.id);
      if (!fixture) return notFound('Achievement not found');
      if (!fixture.achievement.user_data_required) {
        return apiError(400, { error: 'user_data_not_required', message: 'This prize needs no shipping address' });
      }
      const address = shippingAddress.safeParse(await jsonBody(request));
      if (!address.success) return badRequest(address.error.issues);
      fixture.achievement.user_data_submitted = true;
      return HttpResponse.json({ status: 'saved', address: address.data });
    }),
  ),

  // A code opens its webinar once; a second use of the same code is refused.
  http.post<{ id: string }>(
    '*/api/webinars/:id/redeem_code/',
    asUser(async ({ request, params }) => {
      const state = mockState();
      const webinar = state.webinars.find((candidate) => candidate.id === idOf(params.id));
      if (!webinar) return notFound('Webinar not found');
      const body = redeemCodeRequest.safeParse(await jsonBody(request));
      if (!body.success) return badRequest(body.error.issues);
      const { code } = body.data;
      if (WEBINAR_CODES[code] !== webinar.id) {
        return apiError(400, { error: 'invalid_code', message: 'The code is not valid for this webinar' });
      }
      if (state.redeemedCodes.includes(code)) {
        return apiError(409, { error: 'code_already_used', message: 'The code has already been used' });
      }
      state.redeemedCodes.push(code);
      webinar.join_url = joinUrlOf(webinar.id);
      return HttpResponse.json({ webinar, redeemed_at: new Date().toISOString() });
    }),
  ),
];
