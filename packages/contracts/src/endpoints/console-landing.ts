// The ally console's landing page: hero, steps and reviews of the acting ally.
import { consoleLanding, consoleLandingUpdate } from '../console-landing';
import { endpoint } from '../endpoint';

const consoleCall = {
  domain: 'console',
  access: 'editor',
  documentedAs: false,
  path: '/api/console/landing/',
} as const;

export const consoleLandingEndpoints = {
  consoleLanding: endpoint({
    ...consoleCall,
    method: 'GET',
    summary: "The acting ally's landing page as the editor edits it",
    response: consoleLanding,
    errors: [400, 401, 403, 404],
  }),
  updateConsoleLanding: endpoint({
    ...consoleCall,
    method: 'PUT',
    summary: "Saves the ally's landing: the public landing shows it at once",
    body: consoleLandingUpdate,
    response: consoleLanding,
    errors: [400, 401, 403, 404, 409],
    conflict: consoleLanding,
  }),
};
