import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test/render';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('still names what it sits in for screen readers', () => {
    renderUi(
      <button type="button">
        ★<VisuallyHidden>Guardar en favoritos</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '★Guardar en favoritos' })).toBeInTheDocument();
  });

  it('takes no room on screen: a 1px clipped box out of the flow', () => {
    renderUi(<VisuallyHidden>solo para lectores</VisuallyHidden>);
    expect(screen.getByText('solo para lectores')).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
  });
});
