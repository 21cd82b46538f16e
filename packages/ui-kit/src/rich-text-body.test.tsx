import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextBody } from './rich-text-body';
import { renderUi } from './test/render';

describe('RichTextBody', () => {
  it('keeps pictures within its column and colours its links in the brand', () => {
    const { theme } = renderUi(
      <RichTextBody>
        <p>
          Lee <a href="/guia">la guía</a>.
        </p>
        <img src="/foto.png" alt="Una tienda" />
      </RichTextBody>,
    );
    expect(screen.getByRole('img', { name: 'Una tienda' })).toHaveStyle({ maxWidth: '100%', height: 'auto' });
    expect(screen.getByRole('link', { name: 'la guía' })).toHaveStyle({ color: theme.colors.primary });
  });

  it('marks a quote with a bar in the secondary colour', () => {
    const { theme } = renderUi(
      <RichTextBody>
        <blockquote>Vender es escuchar.</blockquote>
      </RichTextBody>,
    );
    expect(screen.getByText('Vender es escuchar.')).toHaveStyle({
      borderLeft: `4px solid ${theme.colors.secondary}`,
    });
  });
});
