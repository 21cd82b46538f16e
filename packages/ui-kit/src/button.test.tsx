import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { renderUi } from './test/render';

describe('Button', () => {
  it('runs its action when pressed', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Guardar</Button>);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy, says so and ignores presses', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button onClick={onClick} loading>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Guardar.*Cargando/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws its primary variant in the brand colours', () => {
    const { theme } = renderUi(<Button>Entrar</Button>);
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveStyle({
      backgroundColor: theme.colors.primary,
      color: theme.colors.onPrimary,
    });
  });
});
