// The one request for deployment.json, apart from its checks (deployment.ts): the start-up script
// sends it beside the application's code instead of after it, a round trip sooner on a slow line.

export const DEPLOYMENT_FILE = '/deployment.json';

/** Revalidated at every start, so a file promoted to production is seen at once. */
export function fetchDeploymentFile(): Promise<Response> {
  return fetch(DEPLOYMENT_FILE, { cache: 'no-cache' });
}
