import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';
import { renderUi } from './test/render';

describe('Pagination', () => {
  it('is a labelled navigation landmark marking the current page', () => {
    renderUi(<Pagination page={3} pageCount={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 2' })).not.toHaveAttribute('aria-current');
  });

  it('asks for the previous, next and a chosen page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(<Pagination page={3} pageCount={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('cannot go before the first page or past the last', () => {
    const first = renderUi(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    first.unmount();
    renderUi(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('shows nothing for a single page', () => {
    renderUi(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps long lists short: first, last and the neighbours of the current page', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(19, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });

  it('makes each page a real link when pages have addresses, the current one marked', async () => {
    const href = (n: number) => (n === 1 ? '/mx/impulsa/blog' : `/mx/impulsa/blog/pagina/${n}`);
    const { user, router } = renderUi(<Pagination page={2} pageCount={3} pageHref={href} />);
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/mx/impulsa/blog');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/mx/impulsa/blog/pagina/3');
    await user.click(screen.getByRole('link', { name: 'Anterior' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/blog');
  });

  it('leaves the step that leads nowhere a disabled button among links', () => {
    renderUi(<Pagination page={3} pageCount={3} pageHref={(n) => `/p/${n}`} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Siguiente' })).not.toBeInTheDocument();
  });
});
