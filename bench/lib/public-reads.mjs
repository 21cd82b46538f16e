// The public reads the API benches measure: what anyone gets without signing in, the same answer
// for every caller of the URL (the routes marked `publicCache`, apps/api/src/plugins/public-cache.ts).

/** [what, path]: the two public GETs of the API bench's rows (issue 43: >= 70 % of a bare node:http). */
export const PUBLIC_ROUTES = [
  ['GET /api/catalogs/countries/', '/api/catalogs/countries/'],
  ['GET /api/new_lessons/?country=mx&ally_code=impulsa', '/api/new_lessons/?country=mx&ally_code=impulsa'],
];

/**
 * The public reads a visitor's browser makes on an ally's landing (apps/web routes/landing/): its
 * page, its two lesson rails and the reviews catalogue.
 */
export const LANDING_READS = [
  '/api/landing_pages/impulsa/',
  '/api/new_lessons/?country=mx&ally_code=impulsa',
  '/api/most_viewed_lessons/?country=mx&ally_code=impulsa',
  '/api/catalogs/reviews/',
];
