import type { WebinarAccess } from '@aula/contracts/achievements';
import type { SessionUser } from '@aula/contracts/auth';
import { achievementEndpoints } from '@aula/contracts/endpoints/achievements';
import { type AchievementFixture, joinUrlOf } from '../fixtures/achievements';
import { WEBINAR_CODES } from '../fixtures/secrets';
import { mockState } from '../state';
import { handle } from './declared';
import { apiError, idOf, notFound } from './responses';

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
  handle(achievementEndpoints.achievements, ({ user }) => ({
    results: achievementsOf(user).map((fixture) => fixture.achievement),
  })),

  handle(
    achievementEndpoints.achievement,
    ({ params, user }) => achievementFor(user, params.id)?.achievement ?? notFound('Achievement not found'),
  ),

  handle(achievementEndpoints.prizeAccess, ({ params, user }) => {
    const fixture = achievementFor(user, params.id);
    if (!fixture) return notFound('Achievement not found');
    if (!fixture.achievement.earned) {
      return apiError(403, { error: 'not_earned', message: 'Finish the module to unlock this prize' });
    }
    return prizeAccessOf(fixture);
  }),

  handle(achievementEndpoints.userData, ({ params, user, body }) => {
    const fixture = achievementFor(user, params.id);
    if (!fixture) return notFound('Achievement not found');
    if (!fixture.achievement.user_data_required) {
      return apiError(400, { error: 'user_data_not_required', message: 'This prize needs no shipping address' });
    }
    fixture.achievement.user_data_submitted = true;
    return { status: 'saved' as const, address: body };
  }),

  // As the API: only for a learner who earned the webinar (403), a code once, one code per learner
  // (409), and one answer for every wrong code (unknown, spent, another webinar's).
  handle(achievementEndpoints.redeemCode, ({ params, user, body }) => {
    const state = mockState();
    const webinar = state.webinars.find((candidate) => candidate.id === params.id);
    if (!webinar) return notFound('Webinar not found');
    const earned = achievementsOf(user).some(
      (fixture) => fixture.webinarId === webinar.id && fixture.achievement.earned,
    );
    if (!earned) return apiError(403, { error: 'not_earned', message: 'Finish the module to unlock this prize' });
    const code = body.code.toUpperCase();
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
    // A code the ally sent is shown until it is spent.
    webinar.code = null;
    return { webinar, redeemed_at: new Date().toISOString() };
  }),

  // As the API: the time in the room is what really passed between reports (at most 90 s each).
  handle(achievementEndpoints.attendance, ({ params, user }) => {
    const webinar = heldWebinar(user, params.id);
    return webinar instanceof Response ? webinar : webinar.attendance;
  }),
  handle(achievementEndpoints.reportAttendance, ({ params, user, body }) => {
    const webinar = heldWebinar(user, params.id);
    if (webinar instanceof Response) return webinar;
    const now = Date.now();
    const last = lastSeen.get(webinar);
    const gained = body.event !== 'join' && last ? Math.min(90_000, now - last) : 0;
    if (body.event === 'leave') lastSeen.delete(webinar);
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
    return webinar.attendance;
  }),
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
