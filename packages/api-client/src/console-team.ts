import type { consoleTeamEndpoints } from '@aula/contracts/endpoints/console-team';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';
import { signedIn } from './session';
import { getApiSettings } from './settings';

const routes = routesOf<typeof consoleTeamEndpoints>()({
  team: { method: 'GET', path: '/api/console/team/' },
  invite: { method: 'POST', path: '/api/console/team/invitations/' },
  revokeInvitation: { method: 'DELETE', path: '/api/console/team/invitations/{id}/' },
  changeRole: { method: 'PUT', path: '/api/console/team/members/{id}/' },
  removeMember: { method: 'DELETE', path: '/api/console/team/members/{id}/' },
  checkInvitation: { method: 'POST', path: '/api/console/invitations/check/' },
  acceptInvitation: { method: 'POST', path: '/api/console/invitations/accept/' },
});

type Invite = Omit<RequestBodyOf<typeof routes.invite>, 'url_base'>;
type Role = RequestBodyOf<typeof routes.changeRole>['role'];

// A team change refreshes the team and the history panels showing it.
const teamChanged = ['ConsoleTeam', 'ContentHistory'] as const;

/** The ally's team in its console (admins), for the ally the client acts for (x-aula-ally). */
export const consoleTeamApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getTeam: builder.query<AnswerOf<typeof routes.team>, void>({
      query: () => requestOf(routes.team),
      providesTags: ['ConsoleTeam'],
    }),
    inviteTeamMember: builder.mutation<AnswerOf<typeof routes.invite>, Invite>({
      // The link opens on this front end's own origin, as the reset links do.
      query: (invite) => requestOf(routes.invite, { body: { ...invite, url_base: getApiSettings().frontendBaseUrl } }),
      invalidatesTags: [...teamChanged],
    }),
    revokeInvitation: builder.mutation<AnswerOf<typeof routes.revokeInvitation>, number>({
      query: (id) => requestOf(routes.revokeInvitation, { path: { id } }),
      invalidatesTags: [...teamChanged],
    }),
    changeMemberRole: builder.mutation<AnswerOf<typeof routes.changeRole>, { id: number; role: Role }>({
      query: ({ id, role }) => requestOf(routes.changeRole, { path: { id }, body: { role } }),
      invalidatesTags: [...teamChanged],
    }),
    removeTeamMember: builder.mutation<AnswerOf<typeof routes.removeMember>, number>({
      query: (id) => requestOf(routes.removeMember, { path: { id } }),
      invalidatesTags: [...teamChanged],
    }),
    // A POST (the token stays out of URLs and logs) that reads nothing new: a query, cached per token.
    checkInvitation: builder.query<AnswerOf<typeof routes.checkInvitation>, string>({
      query: (token) => requestOf(routes.checkInvitation, { body: { token } }),
    }),
    acceptInvitation: builder.mutation<
      AnswerOf<typeof routes.acceptInvitation>,
      RequestBodyOf<typeof routes.acceptInvitation>
    >({
      query: (body) => requestOf(routes.acceptInvitation, { body }),
      // The API has set the session cookie: the page marks itself signed in as after a sign-in.
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(api.util.resetApiState());
          dispatch(signedIn(data.user));
        } catch {
          // the screen reads the failure from the mutation result
        }
      },
    }),
  }),
});

export const {
  useGetTeamQuery,
  useInviteTeamMemberMutation,
  useRevokeInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveTeamMemberMutation,
  useCheckInvitationQuery,
  useAcceptInvitationMutation,
} = consoleTeamApi;
