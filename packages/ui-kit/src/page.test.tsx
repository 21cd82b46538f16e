import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid, PAGE_WIDTH, Page } from './page';
import { renderUi } from './test/render';

describe('Page', () => {
  it('is the screen’s main landmark, capped at the site’s column width', () => {
    renderUi(
      <Page>
        <h1>Módulos</h1>
      </Page>,
    );
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: PAGE_WIDTH, width: '100%' });
  });

  it('lists cards in a grid that screen readers hear as a list', () => {
    renderUi(
      <CardGrid>
        <li>Finanzas claras</li>
        <li>Vende en línea</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveStyle({ display: 'grid' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
