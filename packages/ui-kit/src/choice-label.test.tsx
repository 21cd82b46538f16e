import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceLabel } from './choice-label';
import { renderUi } from './test/render';

describe('ChoiceLabel', () => {
  it('names the input it wraps and checks it when its words are pressed', async () => {
    const { user } = renderUi(
      <ChoiceLabel>
        <input type="checkbox" name="data-saver" />
        Ahorrar datos
      </ChoiceLabel>,
    );
    await user.click(screen.getByText('Ahorrar datos'));
    expect(screen.getByRole('checkbox', { name: 'Ahorrar datos' })).toBeChecked();
  });

  it('is a thumb-sized row and draws the input in the brand colour', () => {
    const { theme } = renderUi(
      <ChoiceLabel>
        <input type="radio" name="mode" />
        Oscuro
      </ChoiceLabel>,
    );
    expect(screen.getByText('Oscuro')).toHaveStyle({ minHeight: '44px', display: 'flex' });
    expect(screen.getByRole('radio', { name: 'Oscuro' })).toHaveStyle({ accentColor: theme.colors.primary });
  });
});
