import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { documentTitle, PageTitleAnnouncer, SiteNameProvider, usePageTitle } from './page-title';

function Screen({ title }: { title?: string }) {
  usePageTitle(title);
  return <PageTitleAnnouncer />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/leccion', element: <Screen title="Planea tu flujo de efectivo" /> },
      { path: '/cargando', element: <Screen /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SiteNameProvider name="Impulsa">
      <RouterProvider router={router} />
    </SiteNameProvider>,
  );
  return router;
}

describe('page titles', () => {
  it('name the screen and the site', () => {
    renderAt('/leccion');
    expect(document.title).toBe('Planea tu flujo de efectivo · Impulsa');
    expect(documentTitle(undefined, 'Impulsa')).toBe('Impulsa');
  });

  // Bad case tried: no site name given. The title names the screen alone, never a product.
  it('name only the screen when no site is given, and no product', () => {
    const router = createMemoryRouter([{ path: '/', element: <Screen title="Ajustes" /> }]);
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Ajustes');
    expect(documentTitle(undefined, undefined)).toBe('');
  });

  it('show the site alone while the screen’s name is loading', () => {
    renderAt('/cargando');
    expect(document.title).toBe('Impulsa');
  });

  it('are announced to screen readers after a navigation, not on the first load', async () => {
    vi.useFakeTimers();
    try {
      const router = renderAt('/cargando');
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      await act(() => router.navigate('/leccion'));
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByRole('status')).toHaveTextContent('Planea tu flujo de efectivo · Impulsa');
    } finally {
      vi.useRealTimers();
    }
  });
});
