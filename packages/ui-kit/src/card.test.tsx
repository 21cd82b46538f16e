import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody } from './card';
import { renderUi } from './test/render';

describe('Card', () => {
  it('is the positioned box a stretched title link covers', () => {
    renderUi(
      <Card data-testid="card">
        <CardBody>Finanzas claras</CardBody>
      </Card>,
    );
    expect(screen.getByTestId('card')).toHaveStyle({ position: 'relative' });
  });

  it('draws on the brand’s surface with its text colour', () => {
    const { theme } = renderUi(<Card data-testid="card" />);
    expect(screen.getByTestId('card')).toHaveStyle({
      backgroundColor: theme.colors.surface,
      color: theme.colors.text,
    });
  });
});
