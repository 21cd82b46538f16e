import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo';
import { renderUi } from './test/render';

describe('BrandLogo', () => {
  it('is named by the brand, the only place its name is written', () => {
    renderUi(<BrandLogo src="/logo.svg" alt="Impulsa" />);
    expect(screen.getByRole('img', { name: 'Impulsa' })).toHaveAttribute('src', '/logo.svg');
  });

  it('reserves the 326x127 space of the spec’s logo and scales to the height asked', () => {
    renderUi(<BrandLogo src="/logo.svg" alt="Impulsa" height="28px" />);
    const logo = screen.getByRole('img', { name: 'Impulsa' });
    expect(logo).toHaveAttribute('width', '326');
    expect(logo).toHaveAttribute('height', '127');
    expect(logo).toHaveStyle({ height: '28px', width: 'auto' });
  });

  it('writes the name where the logo goes when the ally has none yet', () => {
    renderUi(<BrandLogo src="" alt="Tercera Financiera" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Tercera Financiera')).toBeInTheDocument();
  });
});
