import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FavoriteButton } from './favorite-button';
import { renderUi } from './test/render';

function Harness({ showLabel }: { showLabel?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <FavoriteButton title="Cómo fijar tus precios" pressed={on} onToggle={() => setOn(!on)} showLabel={showLabel} />
  );
}

describe('FavoriteButton', () => {
  it('is a toggle named after the lesson that says whether it is pressed', async () => {
    const { user } = renderUi(<Harness />);
    const heart = screen.getByRole('button', { name: 'Favorita: Cómo fijar tus precios' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The keyboard toggles it back (the focus stays on the heart after the tap).
    expect(heart).toHaveFocus();
    await user.keyboard(' ');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows its state in words in the player, and in English', async () => {
    const { user } = renderUi(<Harness showLabel />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Save to favorites' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'In your favorites' })).toHaveAttribute('aria-pressed', 'true');
  });
});
