import { allyRoutePattern } from '@aula/contracts/site-paths';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAllySite } from './ally-site';

function SiteProbe() {
  const { country, allyCode } = useAllySite();
  return <p>{`${country}|${allyCode}`}</p>;
}

function renderAt(path: string, url: string) {
  const routes = [{ path, Component: SiteProbe }];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);
}

describe('useAllySite', () => {
  it('reads the ally site from the URL of any screen under the ally root', () => {
    renderAt(allyRoutePattern('lesson'), '/co/crecer/seccion/lecciones/7');
    expect(screen.getByText('co|crecer')).toBeInTheDocument();
  });

  it('gives empty strings on a page of no ally (bad case: the settings page)', () => {
    renderAt('/settings', '/settings');
    expect(screen.getByText('|')).toBeInTheDocument();
  });
});
