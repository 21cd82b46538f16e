import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { KeysetPaging, useKeysetPages } from './keyset-paging';

/** A list of three pages whose `after` keys are 10 and 20, and a search box that changes the query. */
function ThreePages() {
  const [query, setQuery] = useState('');
  const pages = useKeysetPages(query);
  const next = { none: 10, 10: 20, 20: null }[pages.after ?? 'none'] ?? null;
  return (
    <>
      <input aria-label="Buscar" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>after {pages.after ?? 'none'}</output>
      <KeysetPaging label="Páginas de prueba" pages={pages} next={next} />
    </>
  );
}

describe('KeysetPaging', () => {
  it('goes forward by the next key, back one page, back to the first, and starts again on a new query', async () => {
    const { user } = renderWithProviders(<ThreePages />, { messages: [consoleMessages] });
    const nav = screen.getByRole('navigation', { name: 'Páginas de prueba' });
    expect(nav).toHaveTextContent('Página 1');
    expect(screen.queryByRole('button', { name: 'Página anterior' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('after 20')).toBeInTheDocument();
    expect(nav).toHaveTextContent('Página 3');
    // The last page offers no next page.
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(screen.getByText('after 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Primera página' }));
    expect(screen.getByText('after none')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'ana');
    expect(screen.getByText('after none')).toBeInTheDocument();
  });

  it('draws nothing for a list of one page', () => {
    renderWithProviders(
      <KeysetPaging label="Una página" pages={{ afters: [], after: undefined, goTo: () => {} }} next={null} />,
      {
        messages: [consoleMessages],
      },
    );
    expect(screen.queryByRole('navigation', { name: 'Una página' })).toBeNull();
  });
});
