import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { Heart } from './icons';
import { ButtonLink } from './link';
import { renderUi } from './test/render';

describe('EmptyState', () => {
  it('says why it is empty and offers the next step', () => {
    renderUi(
      <EmptyState
        icon={Heart}
        title="Aún no tienes favoritas"
        message="Toca el corazón de una lección."
        action={<ButtonLink to="/mx/impulsa/seccion/modulos">Explorar módulos</ButtonLink>}
      />,
    );
    expect(screen.getByText('Aún no tienes favoritas')).toBeInTheDocument();
    expect(screen.getByText('Toca el corazón de una lección.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar módulos' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/modulos',
    );
  });

  it('draws its picture for the eye only, at a fixed size', () => {
    const { container } = renderUi(<EmptyState message="Nada por aquí." />);
    const picture = container.querySelector('svg');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveAttribute('width', '160');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows neither a headline nor an action when given none (bad input: an empty title)', () => {
    const { container } = renderUi(<EmptyState message="Nada por aquí." title="" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
