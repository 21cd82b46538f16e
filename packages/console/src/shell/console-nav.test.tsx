import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { ConsoleNav } from './console-nav';

function renderNav(route: string, role = 'ally_admin') {
  return renderWithProviders(<ConsoleNav role={role} />, {
    route,
    path: `${ALLY_ROOT_PATTERN}/*`,
    messages: [consoleMessages],
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Secciones de la consola' });
const current = () =>
  within(nav())
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page');

describe('ConsoleNav', () => {
  it('marks the place of every page of it: below its address, and a lesson as the courses', () => {
    renderNav('/mx/impulsa/consola/aprendices/17');
    expect(current().map((link) => link.textContent)).toEqual(['Aprendices']);
  });

  it('counts a lesson being edited as the courses (its address is not under the modules)', () => {
    renderNav('/mx/impulsa/consola/lecciones/5');
    expect(current().map((link) => link.textContent)).toEqual(['Cursos']);
    expect(screen.getByRole('button', { name: 'Menú · Cursos' })).toBeInTheDocument();
  });

  it('marks the home only on its own address, and nothing on a page of no place', () => {
    const { unmount } = renderNav('/mx/impulsa/consola');
    expect(current().map((link) => link.textContent)).toEqual(['Inicio']);
    unmount();
    renderNav('/mx/impulsa/consola/no-existe');
    expect(current()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  });

  it('unfolds behind its button and folds again once a place is chosen', async () => {
    const { user } = renderNav('/mx/impulsa/consola/resumen');
    const toggle = screen.getByRole('button', { name: 'Menú · Resumen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBe(within(nav()).getByRole('list'));
    await user.click(within(nav()).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('button', { name: 'Menú · Blog' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out the places an editor may not open', () => {
    renderNav('/mx/impulsa/consola/resumen', 'ally_editor');
    const names = within(nav())
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(names).not.toContain('Aprendices');
    expect(names).not.toContain('Equipo');
    expect(names).toContain('Cursos');
    // The brand is theirs to read, not to change (the screen says so).
    expect(names).toContain('Marca');
  });
});
