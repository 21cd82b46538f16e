import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookOpen, House, UserRound } from './icons';
import { SiteNav } from './site-nav';
import { renderUi } from './test/render';

const places = [
  { to: '/mx/impulsa/seccion', label: 'Inicio', icon: House, end: true },
  { to: '/mx/impulsa/seccion/modulos', label: 'Módulos', icon: BookOpen },
  { to: '/mx/impulsa/seccion/perfil', label: 'Perfil', icon: UserRound },
];

function renderAt(path: string) {
  return renderUi(<SiteNav label="Secciones" places={places} />, { path });
}

describe('SiteNav', () => {
  it('is one named landmark with a link per place', () => {
    renderAt('/mx/impulsa/seccion');
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(nav.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Módulos' })).toHaveAttribute('href', '/mx/impulsa/seccion/modulos');
  });

  it('marks the place of a page below it as current, and only that one', () => {
    renderAt('/mx/impulsa/seccion/modulos/4');
    expect(screen.getByRole('link', { name: 'Módulos' })).toHaveAttribute('aria-current', 'page');
    // The home is an ancestor of every learner page: it must not light up everywhere.
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('marks the home only on its own address', () => {
    renderAt('/mx/impulsa/seccion');
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Perfil' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing on a page that is none of its places', () => {
    renderAt('/mx/impulsa/blog');
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('draws icons that screen readers skip', () => {
    renderAt('/mx/impulsa/seccion');
    for (const icon of screen.getByRole('navigation').querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
