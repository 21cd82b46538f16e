// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageOriginProvider, usePageUrl } from './page-url';

function Address() {
  return <p>{usePageUrl() ?? 'sin dirección'}</p>;
}

/** The server renderer has no window: the address is the origin it was told plus the route. */
function renderOnServer(origin: string | undefined) {
  const router = createMemoryRouter([{ path: '*', element: <Address /> }], {
    initialEntries: ['/mx/impulsa/blog/3?pagina=2'],
  });
  return renderToString(
    <PageOriginProvider origin={origin}>
      <RouterProvider router={router} />
    </PageOriginProvider>,
  );
}

describe('usePageUrl on the server', () => {
  it('joins the origin the visitor asked at with the route’s path and query', () => {
    expect(renderOnServer('https://impulsa.example')).toContain('https://impulsa.example/mx/impulsa/blog/3?pagina=2');
  });

  it('gives no address when the server was told no origin (one it does not serve)', () => {
    expect(renderOnServer(undefined)).toContain('sin dirección');
  });
});
