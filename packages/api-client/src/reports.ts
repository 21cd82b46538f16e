import { api } from './api';
import { getApiSettings } from './settings';

/** The report as the browser keeps it: the PDF and the name the server gave it. */
export interface BusinessReportFile {
  blob: Blob;
  fileName: string;
}

// Used when the reports service is on another origin that does not expose Content-Disposition.
const FALLBACK_FILE_NAME = 'reporte-negocio.pdf';

/** The server's `filename="…"`, kept only when it is a plain file name. */
export function reportFileNameOf(contentDisposition: string | null): string {
  const name = /filename="([^"/\\]+\.pdf)"/i.exec(contentDisposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_FILE_NAME;
}

/*
 * The argument is prize_access's `report_path`: a path on the reports service of the
 * configuration with a short-lived link signed for the learner; the url is absolute, so the
 * anti-forgery step skips it and the auth-header step sends the token only to the API's own origin.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getBusinessReport: builder.query<BusinessReportFile, string>({
      query: (reportPath) => ({
        url: `${getApiSettings().reportsBaseUrl.replace(/\/$/, '')}${reportPath}`,
        responseHandler: async (response) =>
          response.ok
            ? { blob: await response.blob(), fileName: reportFileNameOf(response.headers.get('content-disposition')) }
            : response.text(),
      }),
      // A link lasts minutes: never serve an old answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetBusinessReportQuery, useLazyGetBusinessReportQuery } = reportsApi;
