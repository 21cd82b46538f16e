import { describe, expect, it } from 'vitest';
import { ROUTE_FILES_ID } from './route-files-id';
import { routeFileList, routeFiles, routePreloadLinks } from './route-preload';

const FILES = {
  '/:country/:allyCode/seccion': ['/assets/app-start.js', '/assets/seccion-home.js'],
  '/:country/:allyCode/login': ['/assets/login"<x>.js'],
};

describe('the files a screen runs, as the server announces them', () => {
  it('finds the files of the route the path is on, and none for a path without a route of its own', () => {
    expect(routeFiles('/mx/impulsa/seccion', FILES)).toEqual(FILES['/:country/:allyCode/seccion']);
    expect(routeFiles('/mx/impulsa/seccion/otra', FILES)).toEqual([]);
    expect(routePreloadLinks('/mx/impulsa/blog', FILES)).toBe('');
    expect(routeFileList('/mx/impulsa/blog', FILES)).toBe('');
  });

  it('writes preloads for an anonymous page, with the quote and brackets of a name escaped', () => {
    expect(routePreloadLinks('/mx/impulsa/login', FILES)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/login&quot;&lt;x&gt;.js">',
    );
  });

  it('lists them for the learner’s page as JSON that cannot end its script element early', () => {
    const withScript = { '/:country/:allyCode/seccion': ['/assets/</script><b>.js'] };
    const html = routeFileList('/mx/impulsa/seccion', withScript);
    expect(html.startsWith(`<script type="application/json" id="${ROUTE_FILES_ID}">`)).toBe(true);
    // Bad case: a name holding "</script>" would close the element and run what follows.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
    expect(JSON.parse(doc.getElementById(ROUTE_FILES_ID)?.textContent ?? '')).toEqual(
      withScript['/:country/:allyCode/seccion'],
    );
  });
});
