import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageOriginProvider, usePageUrl } from './page-url';

function Address() {
  return <p>{usePageUrl() ?? 'sin dirección'}</p>;
}

describe('usePageUrl', () => {
  it('gives the browser’s own address in a browser, whatever origin the server was told', () => {
    const router = createMemoryRouter([{ path: '*', element: <Address /> }], {
      initialEntries: ['/mx/impulsa/blog/3'],
    });
    render(
      <PageOriginProvider origin="https://impulsa.example">
        <RouterProvider router={router} />
      </PageOriginProvider>,
    );
    expect(screen.getByText(window.location.href)).toBeInTheDocument();
    expect(window.location.href).not.toContain('impulsa.example');
  });
});
