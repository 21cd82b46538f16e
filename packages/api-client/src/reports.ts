import { BUSINESS_REPORT_PATH, type BusinessReportQuery } from '@aula/contracts/reports';
import { api } from './api';
import { getApiSettings } from './settings';

/*
 * The report is rendered by the reports service of the configuration, so the url is absolute: the
 * anti-forgery step skips absolute urls and the auth-header step sends the token only to the API's
 * own origin. This module imports a value from the zod contract module; it is loaded only by the
 * achievements screens, never on the app's start-up path.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getBusinessReport: builder.query<Blob, BusinessReportQuery>({
      query: (report) => ({
        url: `${getApiSettings().reportsBaseUrl.replace(/\/$/, '')}${BUSINESS_REPORT_PATH}`,
        params: report,
        responseHandler: (response) => response.blob(),
      }),
    }),
  }),
});

export const { useGetBusinessReportQuery, useLazyGetBusinessReportQuery } = reportsApi;
