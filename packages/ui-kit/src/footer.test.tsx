import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';
import { renderUi } from './test/render';

describe('Footer', () => {
  it('is the page’s contentinfo landmark, with the brand’s logo named by the brand', () => {
    renderUi(<Footer logoUrl="/logo.svg" brandName="Impulsa" />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toContainElement(screen.getByRole('img', { name: 'Impulsa' }));
  });

  it('shows what the screen puts under the logo', () => {
    renderUi(
      <Footer logoUrl="/logo.svg" brandName="Impulsa">
        <p>Aprende a tu ritmo.</p>
      </Footer>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Aprende a tu ritmo.');
  });
});
