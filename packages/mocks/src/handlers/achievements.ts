import type { WebinarAccess } from '@aula/contracts/achievements';
import { attendanceRequest, redeemCodeRequest, shippingAddress } from '@aula/contracts/achievements';
import type { SessionUser } from '@aula/contracts/auth';
import { HttpResponse, http } from 'msw';
import { type AchievementFixture, joinUrlOf } from '../fixtures/achievements';
import { WEBINAR_CODES } from '../fixtures/secrets';
import { mockState } from '../state';
import { asUser, forbidden } from './bearer';
import { apiError, badRequest, idOf, jsonBody, notFound } from './responses';

/** Who redeemed a code for each webinar; keyed by the webinar object so resetMockState forgets it. */
const redeemers = new WeakMap<WebinarAccess, Set<number>>();

/** As the API: the learner's ally's achievements whose module is offered in the learner's country. */
function achievementsOf(user: SessionUser): AchievementFixture[] {
  const { achievements, modules } = mockState();
  return achievements.filter((fixture) => {
    const module = modules.find((candidate) => candidate.id === fixture.achievement.rule.module_id);
    return fixture.allyCode === user.ally_code && (!module?.country || module.country === user.country);
  });
}

function achievementFor(user: SessionUser, rawId: unknown): AchievementFixture | undefined {
  const id = idOf(rawId);
  return achievementsOf(user).find((fixture) => fixture.achievement.id === id);
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
        results: achievementsOf(user).map((fixture) => fixture.achievement),
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

  // As the API: only for a learner who earned the webinar (403), a code once, one code per learner
  // (409), and one answer for every wrong code (unknown, spent, another webinar's).
  http.post<{ id: string }>(
    '*/api/webinars/:id/redeem_code/',
    asUser(async ({ request, params, user }) => {
      const state = mockState();
      const webinar = state.webinars.find((candidate) => candidate.id === idOf(params.id));
      if (!webinar) return notFound('Webinar not found');
      const body = redeemCodeRequest.safeParse(await jsonBody(request));
      if (!body.success) return badRequest(body.error.issues);
      const earned = achievementsOf(user).some(
        (fixture) => fixture.webinarId === webinar.id && fixture.achievement.earned,
      );
      if (!earned) return apiError(403, { error: 'not_earned', message: 'Finish the module to unlock this prize' });
      const code = body.data.code.toUpperCase();
      const learners = redeemers.get(webinar) ?? new Set<number>();
      if (learners.has(user.id)) {
        return apiError(409, { error: 'already_redeemed', message: 'You already have a code for this webinar' });
      }
      if (WEBINAR_CODES[code] !== webinar.id || state.redeemedCodes.includes(code)) {
        return apiError(400, { error: 'invalid_code', message: 'This code is not valid for this webinar' });
      }
      state.redeemedCodes.push(code);
      redeemers.set(webinar, learners.add(user.id));
      webinar.join_url = joinUrlOf(webinar.id);
      return HttpResponse.json({ webinar, redeemed_at: new Date().toISOString() });
    }),
  ),

  // As the API: the time in the room is what really passed between reports (at most 90 s each).
  http.get<{ id: string }>(
    '*/api/webinars/:id/attendance/',
    asUser(({ params, user }) => {
      const webinar = heldWebinar(user, params.id);
      return webinar instanceof Response ? webinar : HttpResponse.json(webinar.attendance);
    }),
  ),
  http.post<{ id: string }>(
    '*/api/webinars/:id/attendance/',
    asUser(async ({ request, params, user }) => {
      const webinar = heldWebinar(user, params.id);
      if (webinar instanceof Response) return webinar;
      const body = attendanceRequest.safeParse(await jsonBody(request));
      if (!body.success) return badRequest(body.error.issues);
      const now = Date.now();
      const last = lastSeen.get(webinar);
      const gained = body.data.event !== 'join' && last ? Math.min(90_000, now - last) : 0;
      if (body.data.event === 'leave') lastSeen.delete(webinar);
      else lastSeen.set(webinar, now);
      // Whole minutes go into the webinar's record; the rest waits for the next report.
      const pending = (carried.get(webinar) ?? 0) + gained;
      carried.set(webinar, pending % 60_000);
      const minutes = webinar.attendance.attended_minutes + Math.floor(pending / 60_000);
      webinar.attendance = {
        ...webinar.attendance,
        attended_minutes: minutes,
        counts: minutes > webinar.attendance.required_minutes,
      };
      return HttpResponse.json(webinar.attendance);
    }),
  ),
];

const lastSeen = new WeakMap<WebinarAccess, number>();
const carried = new WeakMap<WebinarAccess, number>();

/**
 * A webinar of the learner's ally whose achievement they earned; the API's 404 or 403 otherwise.
 * Unlike the API, the mocks do not also ask for a redeemed code: they keep one join link per
 * webinar for everyone, so "who redeemed" is not a per-learner fact here.
 */
function heldWebinar(user: SessionUser, rawId: unknown): WebinarAccess | Response {
  const fixture = achievementsOf(user).find((candidate) => candidate.webinarId === idOf(rawId));
  const webinar = fixture && mockState().webinars.find((candidate) => candidate.id === fixture.webinarId);
  if (!fixture || !webinar) return notFound('Webinar not found');
  if (!fixture.achievement.earned) {
    return apiError(403, { error: 'not_redeemed', message: 'Redeem a code for this webinar before entering its room' });
  }
  return webinar;
}
