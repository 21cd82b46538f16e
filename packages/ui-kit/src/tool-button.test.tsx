import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from './test/render';
import { ToolButton } from './tool-button';

describe('ToolButton', () => {
  it('is a plain button (never submits a form by accident) that runs its action', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderUi(
      <form onSubmit={onSubmit}>
        <ToolButton onClick={onClick}>+</ToolButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: '+' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is thumb-sized however short its word, bordered on the surface', () => {
    const { theme } = renderUi(<ToolButton>1</ToolButton>);
    expect(screen.getByRole('button', { name: '1' })).toHaveStyle({
      minWidth: '44px',
      minHeight: '44px',
      backgroundColor: theme.colors.surface,
    });
  });

  it('says it is unavailable when disabled', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <ToolButton disabled onClick={onClick}>
        −
      </ToolButton>,
    );
    await user.click(screen.getByRole('button', { name: '−' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '−' })).toHaveStyle({ opacity: '0.7' });
  });
});
