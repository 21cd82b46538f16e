import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowList } from './row-list';
import { renderUi } from './test/render';

describe('RowList', () => {
  it('stays a list of its items for screen readers', () => {
    renderUi(
      <RowList aria-label="Temas">
        <li>Finanzas</li>
        <li>Ventas</li>
      </RowList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Temas' })).toBeInTheDocument();
  });

  it('lays its items in a row that wraps, without bullets, spaced by the gap asked', () => {
    const { theme } = renderUi(<RowList aria-label="Compartir" $gap="sm" />);
    expect(screen.getByRole('list', { name: 'Compartir' })).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      listStyle: 'none',
      gap: theme.space.sm,
    });
  });
});
