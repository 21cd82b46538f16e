import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';
import { renderUi } from './test/render';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, announcing its whole percentage', () => {
    renderUi(<ProgressBar label="Avance del módulo" value={42.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Avance del módulo' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it.each([
    [-5, '0'],
    [140, '100'],
  ])('keeps %s inside 0 to 100 (%s)', (value, said) => {
    renderUi(<ProgressBar label="Avance" value={value} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', said);
  });

  it('fills as far as the value', () => {
    renderUi(<ProgressBar label="Avance" value={40} />);
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '40%' });
  });
});
