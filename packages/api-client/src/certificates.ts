import type { VerifyCredentialRequest } from '@aula/contracts/certificate-forms';
import type { certificateEndpoints } from '@aula/contracts/endpoints/certificates';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof certificateEndpoints>()({
  myCertificates: { method: 'GET', path: '/api/certificates/' },
  myCredential: { method: 'GET', path: '/api/certificates/{id}/credential/' },
  myCertificatePdf: { method: 'GET', path: '/api/certificates/{id}/pdf/' },
  certificateVerification: { method: 'GET', path: '/api/certificates/{id}/verification/' },
  verifyCredential: { method: 'POST', path: '/api/certificates/verify/' },
});

/**
 * A certificate's files by kind: fetched by `downloadFile` with the path's `{id}` filled, since a
 * plain link carries no `x-aula-ally` and so no session; never kept in the store.
 */
export const CERTIFICATE_FILES = {
  pdf: routes.myCertificatePdf.path,
  credential: routes.myCredential.path,
} as const;

export type CertificateFileKind = keyof typeof CERTIFICATE_FILES;

/** What the page of a certificate id shows: the verdict, or null when no certificate has that id. */
export type CertificateVerificationAnswer = AnswerOf<typeof routes.certificateVerification> | null;

/**
 * The learner's certificates, and checking one as anyone may: by its id (its page) or pasted. No
 * tags: nothing the site does changes a verdict (revoking is the console's), and every verdict is
 * asked afresh by the screens (`FRESH_ON_EVERY_VISIT`), as the API never lets one be cached.
 */
export const certificatesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    myCertificates: builder.query<AnswerOf<typeof routes.myCertificates>, void>({
      query: () => requestOf(routes.myCertificates),
    }),
    certificateVerification: builder.query<CertificateVerificationAnswer, string>({
      // An address of no certificate (an id that is none, 400, or nobody's, 404) is a page to draw
      // (its not-found state, a 404 from the server), not a failure to retry.
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery(requestOf(routes.certificateVerification, { path: { id } }));
        if (result.error?.status === 400 || result.error?.status === 404) return { data: null };
        return result.error
          ? { error: result.error }
          : { data: result.data as AnswerOf<typeof routes.certificateVerification> };
      },
    }),
    verifyCredential: builder.mutation<AnswerOf<typeof routes.verifyCredential>, VerifyCredentialRequest>({
      query: (body) => requestOf(routes.verifyCredential, { body }),
    }),
  }),
});

export const { useMyCertificatesQuery, useCertificateVerificationQuery, useVerifyCredentialMutation } = certificatesApi;
