/** The API's own paths (JSON, never a page): everything else this server answers is the site's. */
export const API_PATH = /^\/(api|admin|reports)(\/|$)/;

/** A form posted to a page of the site (the app had not started, or never does). */
export function isPageFormPost(method: string, url: string, contentType: string | undefined): boolean {
  return (
    method === 'POST' &&
    !API_PATH.test(url.split('?')[0] ?? '/') &&
    (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
  );
}
