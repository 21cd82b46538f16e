import { act, screen, waitFor, within } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createI18n, I18nProvider } from './i18n';
import { StarRating, StarRatingDisplay } from './star-rating';
import { renderUi, theme } from './test/render';

function Harness({ onRate, saved = 0 }: { onRate?: (value: number) => void; saved?: number }) {
  const [value, setValue] = useState(saved);
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

/** The stars as the server draws them, in the document, for the app to take over. */
function drawnOnServer(ui: ReactElement) {
  const page = (content: ReactElement) => (
    <I18nProvider i18n={createI18n([], 'es')}>
      <ThemeProvider theme={theme}>{content}</ThemeProvider>
    </I18nProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(ui));
  document.body.append(container);
  onTestFinished(() => container.remove());
  return { container, takeOver: (app: ReactElement) => act(async () => void hydrateRoot(container, page(app))) };
}

describe('StarRating on a page the server drew', () => {
  it('keeps a star tapped before the app took the page over (4 over a saved 2), and says it once', async () => {
    const drawn = drawnOnServer(<Harness saved={2} />);
    // Tapped on the server's page: no React yet, so no handler hears it.
    within(drawn.container).getByRole<HTMLInputElement>('radio', { name: '4 de 5 estrellas' }).checked = true;
    const onRate = vi.fn();
    await drawn.takeOver(<Harness saved={2} onRate={onRate} />);
    expect(onRate).toHaveBeenCalledTimes(1);
    expect(onRate).toHaveBeenCalledWith(4);
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 de 5 estrellas' })).toBeChecked());
  });

  it('says nothing when no star was tapped before the app (the saved 3 stays)', async () => {
    const drawn = drawnOnServer(<Harness saved={3} />);
    const onRate = vi.fn();
    await drawn.takeOver(<Harness saved={3} onRate={onRate} />);
    expect(onRate).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).toBeChecked();
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
