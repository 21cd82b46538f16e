import type { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof certificateEndpoints>()({
  consoleCertificates: { method: 'GET', path: '/api/console/certificates/' },
  revokeCertificate: { method: 'POST', path: '/api/console/certificates/{id}/revoke/' },
});

const certificatesTag = { type: 'ConsoleReward' as const, id: 'certificates' };

/**
 * The ally's certificates for its admins (an editor is answered 403), and revoking one with a
 * reason: the list is asked again, so the row shows what the server now holds.
 */
export const consoleCertificatesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    consoleCertificates: builder.query<AnswerOf<typeof routes.consoleCertificates>, void>({
      query: () => requestOf(routes.consoleCertificates),
      providesTags: [certificatesTag],
      // Learners' names: not kept once the screen is left.
      keepUnusedDataFor: 0,
    }),
    revokeCertificate: builder.mutation<
      AnswerOf<typeof routes.revokeCertificate>,
      { id: string; body: RequestBodyOf<typeof routes.revokeCertificate> }
    >({
      query: ({ id, body }) => requestOf(routes.revokeCertificate, { path: { id }, body }),
      invalidatesTags: [certificatesTag],
    }),
  }),
});

export const { useConsoleCertificatesQuery, useRevokeCertificateMutation } = consoleCertificatesApi;
