import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating, StarRatingDisplay } from './star-rating';
import { renderUi } from './test/render';

function Harness({ onRate }: { onRate?: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      label="¿Qué te pareció la lección?"
      value={value}
      onChange={(next) => {
        setValue(next);
        onRate?.(next);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is a labelled group of five stars, each read as "n de 5 estrellas"', () => {
    renderUi(<Harness />);
    const group = screen.getByRole('radiogroup', { name: '¿Qué te pareció la lección?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).not.toBeChecked();
  });

  it('takes a value from a tap', async () => {
    const onRate = vi.fn();
    const { user } = renderUi(<Harness onRate={onRate} />);
    await user.click(screen.getByRole('radio', { name: '4 de 5 estrellas' }));
    expect(onRate).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 de 5 estrellas' })).toBeChecked();
  });

  it('moves and chooses with the arrow keys', async () => {
    const onRate = vi.fn();
    const { user } = renderUi(<Harness onRate={onRate} />);
    await user.click(screen.getByRole('radio', { name: '2 de 5 estrellas' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 de 5 estrellas' })).toBeChecked();
    expect(onRate).toHaveBeenLastCalledWith(1);
  });
});

describe('StarRatingDisplay', () => {
  it('reads the average and the count, and shows the average in the local format', () => {
    renderUi(<StarRatingDisplay value={4.3} count={128} />);
    expect(screen.getByText('4,3 de 5 estrellas, 128 calificaciones')).toBeInTheDocument();
    expect(screen.getByText('4,3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks English too', () => {
    renderUi(<StarRatingDisplay value={4.25} count={1} />, { language: 'en' });
    expect(screen.getByText('4.3 of 5 stars, 1 rating')).toBeInTheDocument();
  });
});
