// What differs between deployments of the same brand folder (staging, production): read at start
// from `/deployment.json` beside index.html, never built into the scripts, so the folder that
// passed staging is promoted to production unchanged and only this file differs.
//
// {
//   "production": true,
//   "apiBaseUrl": "https://api.example.com",
//   "reportsBaseUrl": "https://reports.example.com",
//   "assetsBaseUrl": "https://cdn.example.com/impulsa",
//   "frontendBaseUrl": "https://impulsa.example.com",
//   "googleMapsApiKey": "..."            (optional)
// }
//
// Every key is optional: a missing one (or a missing file) means this site's own origin, or the
// build's VITE_API_BASE_URL / VITE_GOOGLE_MAPS_API_KEY where set (config.ts).

import { DEPLOYMENT_FILE, fetchDeploymentFile } from './deployment-file';

export interface Deployment {
  /** Production switches off development conveniences and requires https everywhere. */
  production: boolean;
  /** Where the API lives (`/api/...`). */
  apiBaseUrl: string;
  /** The reports service that renders the business report PDF. */
  reportsBaseUrl: string;
  /** Where this folder's `assets/` are served from (a CDN in front of it): brand logo and favicon. */
  assetsBaseUrl: string;
  /** The brand's public address: recovery links in messages point back to it. */
  frontendBaseUrl: string;
  googleMapsApiKey?: string;
}

export type DeploymentResult = { ok: true; deployment: Deployment } | { ok: false; problems: string[] };

const URL_KEYS = ['apiBaseUrl', 'reportsBaseUrl', 'assetsBaseUrl', 'frontendBaseUrl'] as const;
const KEYS = new Set<string>(['production', 'googleMapsApiKey', ...URL_KEYS]);

function absoluteUrl(value: unknown, key: string, production: boolean, problems: string[]): string | undefined {
  if (typeof value !== 'string') {
    problems.push(`${key}: must be an absolute URL such as https://example.com, got ${JSON.stringify(value)}`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${key}: must be an absolute URL such as https://example.com, got "${value}"`);
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') problems.push(`${key}: must be http(s), got "${value}"`);
  else if (production && url.protocol !== 'https:')
    problems.push(`${key}: must use https in production, got "${value}"`);
  return url.href.replace(/\/$/, '');
}

/**
 * Checks a deployment file and fills what it leaves out. `defaults` are this site's own origin and
 * the build's settings. Every problem is named by key.
 */
export function parseDeployment(raw: unknown, defaults: Omit<Deployment, 'production'>): DeploymentResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: ['(file): must be a JSON object'] };
  }
  const data = raw as Record<string, unknown>;
  const problems = Object.keys(data)
    .filter((key) => !KEYS.has(key))
    .map((key) => `${key}: is not a setting (known: ${[...KEYS].join(', ')})`);
  if (data.production !== undefined && typeof data.production !== 'boolean') {
    problems.push('production: must be true or false');
  }
  const production = data.production === true;
  const deployment: Deployment = { ...defaults, production };
  for (const key of URL_KEYS) {
    if (data[key] === undefined) continue;
    const url = absoluteUrl(data[key], key, production, problems);
    if (url) deployment[key] = url;
  }
  if (data.googleMapsApiKey !== undefined) {
    if (typeof data.googleMapsApiKey !== 'string' || data.googleMapsApiKey.trim().length < 20) {
      problems.push('googleMapsApiKey: must be a Google Maps API key');
    } else deployment.googleMapsApiKey = data.googleMapsApiKey.trim();
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, deployment };
}

/**
 * Fetches and checks `/deployment.json`. No file (404) or no answer: the defaults. A file that
 * fails the check stops the start with its problems, rather than a site half pointed elsewhere.
 */
export async function loadDeployment(
  defaults: Omit<Deployment, 'production'>,
  fetchFile: () => Promise<Response> = fetchDeploymentFile,
): Promise<DeploymentResult> {
  let response: Response;
  try {
    response = await fetchFile();
  } catch {
    return { ok: true, deployment: { ...defaults, production: false } };
  }
  if (response.status === 404) return { ok: true, deployment: { ...defaults, production: false } };
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, problems: [`(file): ${DEPLOYMENT_FILE} is not JSON (HTTP ${response.status})`] };
  }
  return parseDeployment(raw, defaults);
}
