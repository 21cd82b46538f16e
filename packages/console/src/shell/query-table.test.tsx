import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ListQuery, QueryTable } from './query-table';

interface Row {
  id: number;
  title: string;
}

const states = { loading: 'Cargando temas…', error: 'No se pudieron cargar los temas.', empty: 'Aún no hay temas.' };

function query(overrides: Partial<ListQuery<Row>>): ListQuery<Row> {
  return { isLoading: false, isError: false, isFetching: false, refetch: vi.fn(), ...overrides };
}

function renderTable(list: ListQuery<Row>) {
  return renderWithProviders(
    <QueryTable
      query={list}
      label="Temas"
      states={states}
      emptyAction={<button type="button">Nuevo tema</button>}
      columns={['Título']}
      cells={(row) => <td>{row.title}</td>}
    />,
  );
}

describe('QueryTable', () => {
  it('draws one row per item under its column headings, in a named scrolling region', () => {
    renderTable(query({ data: { results: [{ id: 1, title: 'Ventas' }] } }));
    const region = screen.getByRole('region', { name: 'Temas' });
    expect(region).toContainElement(screen.getByRole('columnheader', { name: 'Título' }));
    expect(screen.getByRole('cell', { name: 'Ventas' })).toBeInTheDocument();
  });

  it('says it is loading, and offers the first item when there is none', () => {
    const { unmount } = renderTable(query({ isLoading: true }));
    expect(screen.getByText('Cargando temas…')).toBeInTheDocument();
    unmount();
    renderTable(query({ data: { results: [] } }));
    expect(screen.getByText('Aún no hay temas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo tema' })).toBeInTheDocument();
  });

  it('tells a failed list and asks again on retry', async () => {
    const refetch = vi.fn();
    const { user } = renderTable(query({ isError: true, refetch }));
    expect(screen.getByText('No se pudieron cargar los temas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /reintentar/i }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
