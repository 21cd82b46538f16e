import type { CallExamples } from './types';

const post = {
  country: 'mx',
  title: 'Precios de temporada',
  body_html: '<p>Mira lo que cobra tu competencia.</p>',
  author: 'Elena Editora',
};
const webinar = {
  title: 'Ventas por WhatsApp en vivo',
  starts_at: '2026-12-10T00:00:00.000Z',
  duration_minutes: 60,
  join_url: 'https://meet.example/ventas',
};
const achievement = {
  module_id: 101,
  title: 'Vendedora estrella',
  description: 'Termina «Vende más y mejor».',
  prize_kind: 'webinar',
  prize_title: 'Webinar de ventas',
  prize_description: 'Una hora en vivo.',
  webinar_id: 61,
};
const landing = {
  title: 'Aprende a vender más',
  subtitle: 'Lecciones cortas para tu negocio',
  call_to_action: 'Empieza hoy',
  steps: [{ title: 'Regístrate', text: 'Con tu teléfono.' }],
  version: 1,
};

/** The console's blog, landing, rewards and media calls (issue 28), on the impulsa mock world's items. */
export const consolePublishingExamples: CallExamples = {
  'GET /api/console/posts/': { endpoint: 'getConsolePosts', url: '/api/console/posts/' },
  'GET /api/console/posts/{id}/': { endpoint: 'getConsolePost', args: 501, url: '/api/console/posts/501/' },
  'POST /api/console/posts/': {
    endpoint: 'createConsolePost',
    args: { ...post, title: 'Cobra sin efectivo' },
    url: '/api/console/posts/',
    body: { ...post, title: 'Cobra sin efectivo' },
  },
  'PUT /api/console/posts/{id}/': {
    endpoint: 'updateConsolePost',
    args: { id: 501, body: { ...post, version: 2 } },
    url: '/api/console/posts/501/',
    body: { ...post, version: 2 },
  },
  'POST /api/console/posts/{id}/publish/': {
    endpoint: 'setConsolePostPublished',
    args: { id: 501, version: 2, publish: true },
    url: '/api/console/posts/501/publish/',
    body: { version: 2 },
  },
  'POST /api/console/posts/{id}/unpublish/': {
    endpoint: 'setConsolePostPublished',
    args: { id: 502, version: 3, publish: false },
    url: '/api/console/posts/502/unpublish/',
    body: { version: 3 },
  },
  'POST /api/console/posts/{id}/archive/': {
    endpoint: 'setConsolePostArchived',
    args: { id: 502, version: 3, archive: true },
    url: '/api/console/posts/502/archive/',
    body: { version: 3 },
  },
  'POST /api/console/posts/{id}/restore/': {
    endpoint: 'setConsolePostArchived',
    args: { id: 501, version: 2, archive: false },
    url: '/api/console/posts/501/restore/',
    body: { version: 2 },
  },
  'DELETE /api/console/posts/{id}/': {
    endpoint: 'deleteConsolePost',
    args: 501,
    url: '/api/console/posts/501/',
  },
  'GET /api/console/landing/': { endpoint: 'getConsoleLanding', url: '/api/console/landing/' },
  'PUT /api/console/landing/': {
    endpoint: 'updateConsoleLanding',
    args: landing,
    url: '/api/console/landing/',
    body: landing,
  },
  'GET /api/console/achievements/': { endpoint: 'getConsoleAchievements', url: '/api/console/achievements/' },
  'POST /api/console/achievements/': {
    endpoint: 'createConsoleAchievement',
    args: achievement,
    url: '/api/console/achievements/',
    body: achievement,
  },
  'PUT /api/console/achievements/{id}/': {
    endpoint: 'updateConsoleAchievement',
    args: { id: 71, body: { ...achievement, version: 1 } },
    url: '/api/console/achievements/71/',
    body: { ...achievement, version: 1 },
  },
  'GET /api/console/webinars/': { endpoint: 'getConsoleWebinars', url: '/api/console/webinars/' },
  'POST /api/console/webinars/': {
    endpoint: 'createConsoleWebinar',
    args: webinar,
    url: '/api/console/webinars/',
    body: webinar,
  },
  'PUT /api/console/webinars/{id}/': {
    endpoint: 'updateConsoleWebinar',
    args: { id: 61, body: { ...webinar, duration_minutes: 90, version: 1 } },
    url: '/api/console/webinars/61/',
    body: { ...webinar, duration_minutes: 90, version: 1 },
  },
  'GET /api/console/webinars/{id}/codes/': {
    endpoint: 'getWebinarCodes',
    args: 61,
    url: '/api/console/webinars/61/codes/',
  },
  'POST /api/console/webinars/{id}/codes/': {
    endpoint: 'generateWebinarCodes',
    args: { id: 61, count: 3 },
    url: '/api/console/webinars/61/codes/',
    body: { count: 3 },
  },
  'GET /api/console/webinars/{id}/codes/export/': {
    endpoint: 'exportWebinarCodes',
    args: 61,
    url: '/api/console/webinars/61/codes/export/',
  },
  'GET /api/console/media/': { endpoint: 'getMediaList', args: 'image', url: '/api/console/media/?kind=image' },
  'GET /api/console/media/usage/': { endpoint: 'getMediaUsage', url: '/api/console/media/usage/' },
  'PATCH /api/console/media/{id}/': {
    endpoint: 'describeMedia',
    args: { id: 902, alt: 'Un mostrador con frutas' },
    url: '/api/console/media/902/',
    body: { alt: 'Un mostrador con frutas' },
  },
  'GET /api/console/media/{id}/uses/': { endpoint: 'getMediaUses', args: 902, url: '/api/console/media/902/uses/' },
  'DELETE /api/console/media/{id}/': {
    endpoint: 'deleteMedia',
    args: { id: 902, confirm: true },
    url: '/api/console/media/902/?confirm=true',
  },
};
