// An ally's brand: what every page shows (public), and the console's "Marca" where its admins set it.
import { consoleBrand, consoleBrandPublish, consoleBrandUpdate, siteBrand, siteBrandParams } from '../console-brand';
import { endpoint } from '../endpoint';

const consoleCall = { domain: 'console', documentedAs: false } as const;

export const brandEndpoints = {
  siteBrand: endpoint({
    domain: 'pages',
    access: 'public',
    method: 'GET',
    path: '/api/brands/{code}/',
    documentedAs: false,
    summary: "An ally's brand as its pages show it: names, colours, countries, legal links, share buttons",
    params: siteBrandParams,
    response: siteBrand,
    errors: [400, 404],
    publicCache: ['pages'],
  }),
  consoleBrand: endpoint({
    ...consoleCall,
    access: 'editor',
    method: 'GET',
    path: '/api/console/brand/',
    summary: "The acting ally's brand draft, and which version learners see",
    response: consoleBrand,
    errors: [401, 403, 404],
  }),
  updateConsoleBrand: endpoint({
    ...consoleCall,
    access: 'admin',
    method: 'PUT',
    path: '/api/console/brand/',
    summary: "Saves the ally's brand draft; learners see it once it is published",
    body: consoleBrandUpdate,
    response: consoleBrand,
    errors: [400, 401, 403, 404, 409],
    conflict: consoleBrand,
  }),
  publishConsoleBrand: endpoint({
    ...consoleCall,
    access: 'admin',
    method: 'POST',
    path: '/api/console/brand/publish/',
    summary: 'Publishes the brand draft: every page of the ally shows it within seconds',
    body: consoleBrandPublish,
    response: consoleBrand,
    errors: [400, 401, 403, 404, 409],
    conflict: consoleBrand,
  }),
};
