import type { Brand } from '@aula/brand/brand';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentBrandProvider, useCurrentBrand } from './current-brand';

function Name() {
  return <p>{useCurrentBrand()?.config.name ?? 'none'}</p>;
}

describe('CurrentBrand', () => {
  it('gives screens the brand apps/web provides, and null outside an ally', () => {
    const brand = { config: { name: 'Impulsa' } } as Brand;
    const { unmount } = render(
      <CurrentBrandProvider brand={brand}>
        <Name />
      </CurrentBrandProvider>,
    );
    expect(screen.getByText('Impulsa')).toBeInTheDocument();
    unmount();
    render(<Name />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
