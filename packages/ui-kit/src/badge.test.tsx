import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { renderUi } from './test/render';

describe('Badge', () => {
  it('says its status in words', () => {
    renderUi(<Badge>Completado</Badge>);
    expect(screen.getByText('Completado')).toBeVisible();
  });

  it('fills the primary tone with the brand colour and its readable text colour', () => {
    const { theme } = renderUi(<Badge tone="primary">Nuevo</Badge>);
    expect(screen.getByText('Nuevo')).toHaveStyle({
      backgroundColor: theme.colors.primary,
      color: theme.colors.onPrimary,
    });
  });

  it('outlines success, which has no "on" colour, on the surface', () => {
    const { theme } = renderUi(<Badge tone="success">Completado</Badge>);
    expect(screen.getByText('Completado')).toHaveStyle({
      backgroundColor: theme.colors.surface,
      color: theme.colors.success,
    });
  });
});
