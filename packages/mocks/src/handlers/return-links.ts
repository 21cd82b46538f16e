import { returnLinkEndpoints } from '@aula/contracts/endpoints/return-links';
import { LINK_EXPIRED, LINK_NOT_FOUND, LINK_USED } from '@aula/contracts/return-links';
import { HttpResponse } from 'msw';
import {
  MOCK_RETURN_LINK_ALLY,
  MOCK_RETURN_LINK_USER_ID,
  MOCK_RETURN_LINKS,
  MOCK_RETURN_TARGET,
} from '../fixtures/return-links';
import { mockTokenFor } from '../fixtures/users';
import { setMockSessionCookie } from '../session-cookie';
import { mockState } from '../state';
import { handle } from './declared';
import { apiError } from './responses';

const gone = (error: string, message: string) =>
  HttpResponse.json({ error, message, target: MOCK_RETURN_TARGET }, { status: 410 });

/** As the API: once for the fresh link on its ally's site; used or expired 410 with the target; else 404. */
export const returnLinkHandlers = [
  handle(returnLinkEndpoints.consume, ({ request, body }) => {
    const known = (Object.values(MOCK_RETURN_LINKS) as string[]).includes(body.token);
    if (!known || body.ally_code !== MOCK_RETURN_LINK_ALLY) {
      return apiError(404, { error: LINK_NOT_FOUND, message: 'This link does not open anything on this site' });
    }
    const state = mockState();
    if (body.token === MOCK_RETURN_LINKS.expired)
      return gone(LINK_EXPIRED, 'This link has expired: sign in to continue');
    if (body.token === MOCK_RETURN_LINKS.used || state.usedReturnLinks.includes(body.token)) {
      return gone(LINK_USED, 'This link was already used: sign in to continue');
    }
    const demo = state.users.find(({ user }) => user.id === MOCK_RETURN_LINK_USER_ID);
    if (!demo) throw new Error('the mock world has no user for its return links');
    state.usedReturnLinks.push(body.token);
    setMockSessionCookie(request, mockTokenFor(demo.user));
    return { token: mockTokenFor(demo.user), user: demo.user, target: MOCK_RETURN_TARGET };
  }),
];
