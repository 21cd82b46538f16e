import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';
import { Header } from './header';
import { renderUi } from './test/render';

describe('Header and Footer', () => {
  it('show the brand logo named by the brand, the header linking home', () => {
    renderUi(
      <>
        <Header logoUrl="/logo.svg" brandName="Impulsa" homeHref="/mx/impulsa">
          <button type="button">Iniciar sesión</button>
        </Header>
        <Footer logoUrl="/logo.svg" brandName="Impulsa">
          <p>Aprende a tu ritmo.</p>
        </Footer>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Impulsa' })).toHaveAttribute('href', '/mx/impulsa');
    expect(screen.getAllByRole('img', { name: 'Impulsa' })).toHaveLength(2);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Aprende a tu ritmo.');
  });
});
