import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { X } from './icons';
import { renderUi } from './test/render';

describe('IconButton', () => {
  it('is named by its label alone (the icon is hidden) and runs its action', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <IconButton aria-label="Cerrar aviso" onClick={onClick}>
        <X size={20} />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('never submits the form it sits in', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderUi(
      <form onSubmit={onSubmit}>
        <IconButton aria-label="Quitar Fonda">
          <X size={18} />
        </IconButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Quitar Fonda' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a thumb-sized target around a small icon', () => {
    renderUi(
      <IconButton aria-label="Cerrar">
        <X size={18} />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveStyle({ width: '44px', height: '44px' });
  });
});
