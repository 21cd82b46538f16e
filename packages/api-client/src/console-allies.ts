import type { consoleAllyEndpoints } from '@aula/contracts/endpoints/console-allies';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';
import { getApiSettings } from './settings';

const routes = routesOf<typeof consoleAllyEndpoints>()({
  allies: { method: 'GET', path: '/api/console/allies/' },
  createAlly: { method: 'POST', path: '/api/console/allies/' },
  suspendAlly: { method: 'POST', path: '/api/console/allies/{code}/suspend/' },
  restoreAlly: { method: 'POST', path: '/api/console/allies/{code}/restore/' },
  setAllyWhatsapp: { method: 'PUT', path: '/api/console/allies/{code}/whatsapp/' },
  clearAllyWhatsapp: { method: 'DELETE', path: '/api/console/allies/{code}/whatsapp/' },
});

type NewAlly = Omit<RequestBodyOf<typeof routes.createAlly>, 'url_base'>;
type AllyWhatsapp = { code: string } & RequestBodyOf<typeof routes.setAllyWhatsapp>;

/** The platform's allies (staff): the list, a new ally, suspending and restoring one, its WhatsApp number. */
export const consoleAlliesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getAllies: builder.query<AnswerOf<typeof routes.allies>, void>({
      query: () => requestOf(routes.allies),
      providesTags: ['PlatformAlly'],
    }),
    createAlly: builder.mutation<AnswerOf<typeof routes.createAlly>, NewAlly>({
      // The admin's invitation opens on this front end's own origin, as a team invitation does.
      query: (ally) => requestOf(routes.createAlly, { body: { ...ally, url_base: getApiSettings().frontendBaseUrl } }),
      invalidatesTags: ['PlatformAlly'],
    }),
    suspendAlly: builder.mutation<AnswerOf<typeof routes.suspendAlly>, string>({
      query: (code) => requestOf(routes.suspendAlly, { path: { code } }),
      invalidatesTags: ['PlatformAlly'],
    }),
    restoreAlly: builder.mutation<AnswerOf<typeof routes.restoreAlly>, string>({
      query: (code) => requestOf(routes.restoreAlly, { path: { code } }),
      invalidatesTags: ['PlatformAlly'],
    }),
    setAllyWhatsapp: builder.mutation<AnswerOf<typeof routes.setAllyWhatsapp>, AllyWhatsapp>({
      query: ({ code, ...body }) => requestOf(routes.setAllyWhatsapp, { path: { code }, body }),
      invalidatesTags: ['PlatformAlly'],
    }),
    clearAllyWhatsapp: builder.mutation<AnswerOf<typeof routes.clearAllyWhatsapp>, string>({
      query: (code) => requestOf(routes.clearAllyWhatsapp, { path: { code } }),
      invalidatesTags: ['PlatformAlly'],
    }),
  }),
});

export const {
  useGetAlliesQuery,
  useCreateAllyMutation,
  useSuspendAllyMutation,
  useRestoreAllyMutation,
  useSetAllyWhatsappMutation,
  useClearAllyWhatsappMutation,
} = consoleAlliesApi;
