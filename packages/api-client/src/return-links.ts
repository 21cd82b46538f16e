import type { returnLinkEndpoints } from '@aula/contracts/endpoints/return-links';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';
import { signedIn } from './session';

const routes = routesOf<typeof returnLinkEndpoints>()({
  consume: { method: 'POST', path: '/api/{country}/return-links/consume/' },
});

export interface ConsumeReturnLinkArgs {
  /** The site the link was opened on (its route's country and ally). */
  country: string;
  allyCode: string;
  /** The token of the link's `?t=`. */
  token: string;
}

/** A reminder's return link (issue 30): used once, it signs its learner in as a sign-in does. */
export const returnLinksApi = api.injectEndpoints({
  endpoints: (builder) => ({
    consumeReturnLink: builder.mutation<AnswerOf<typeof routes.consume>, ConsumeReturnLinkArgs>({
      query: ({ country, allyCode, token }) =>
        requestOf(routes.consume, { path: { country }, body: { token, ally_code: allyCode } }),
      // The API has set the session cookie: the page marks itself signed in as after a sign-in,
      // with nothing cached while anonymous carried into the session.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(api.util.resetApiState());
          dispatch(signedIn(data.user));
        } catch {
          // the screen reads the refusal from the mutation result
        }
      },
    }),
  }),
});

export const { useConsumeReturnLinkMutation } = returnLinksApi;
