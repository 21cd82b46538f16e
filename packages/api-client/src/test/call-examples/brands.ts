import { brandFolders } from '@aula/mocks/fixtures/brands';
import type { CallExamples } from './types';

const draft = {
  ...(brandFolders.impulsa ?? { name: '', tagline: '', colors: { light: {}, dark: {} } }),
  tagline: 'Tu negocio, paso a paso.',
  video_complete_percent: 80,
  reading_words_per_minute: 240,
  reading_min_seconds: 20,
  reminders_hour: 10,
};

/** An ally's brand: what its pages show, and the console's "Marca" (issue 39), on impulsa. */
export const brandExamples: CallExamples = {
  'GET /api/brands/{code}/': { endpoint: 'getSiteBrand', args: 'impulsa', url: '/api/brands/impulsa/' },
  'GET /api/console/brand/': { endpoint: 'getConsoleBrand', url: '/api/console/brand/' },
  'PUT /api/console/brand/': {
    endpoint: 'updateConsoleBrand',
    args: { ...draft, version: 1 },
    url: '/api/console/brand/',
    body: { ...draft, version: 1 },
  },
  'POST /api/console/brand/publish/': {
    endpoint: 'publishConsoleBrand',
    args: { version: 1 },
    url: '/api/console/brand/publish/',
    body: { version: 1 },
  },
};
