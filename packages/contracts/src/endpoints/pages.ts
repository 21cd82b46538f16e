// The public pages of an ally and a country.
import { loginCountryParams } from '../auth';
import { endpoint } from '../endpoint';
import { homepagesResponse, landingPage, landingPageParams } from '../landing';

const page = { domain: 'pages', access: 'public', method: 'GET', publicCache: ['pages'], errors: [400, 404] } as const;

export const pageEndpoints = {
  homepages: endpoint({
    ...page,
    path: '/api/{country}/homepages/',
    summary: "A country's home page blocks; a known country may have none",
    params: loginCountryParams,
    response: homepagesResponse,
    documentedAs: ['/api/mx/homepages/'],
  }),
  landingPage: endpoint({
    ...page,
    path: '/api/landing_pages/{code}/',
    summary: "An ally's landing page",
    params: landingPageParams,
    response: landingPage,
  }),
};
