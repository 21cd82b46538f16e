import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';
import { DATA_SAVER_ATTRIBUTE } from './data-saver';
import { renderUi } from './test/render';

const cover = () => document.querySelector('img');
const standIn = () => document.querySelector('[data-cover="light"]');

describe('CoverImage', () => {
  afterEach(() => document.documentElement.removeAttribute(DATA_SAVER_ATTRIBUTE));

  it('reserves its size and waits until it scrolls near', () => {
    renderUi(<CoverImage src="/media/demo/covers/impulsa/x.svg" />);
    expect(cover()).toHaveAttribute('width', '640');
    expect(cover()).toHaveAttribute('height', '360');
    expect(cover()).toHaveAttribute('loading', 'lazy');
    // Decorative: the title is beside it.
    expect(cover()).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('loads at once and first above the fold', () => {
    renderUi(<CoverImage src="/hero.svg" width={800} height={600} priority />);
    expect(cover()).toHaveAttribute('loading', 'eager');
    expect(cover()).toHaveAttribute('fetchpriority', 'high');
    expect(cover()).toHaveAttribute('width', '800');
  });

  it('downloads nothing in data-saver mode', () => {
    renderUi(<CoverImage src="/media/demo/covers/impulsa/x.svg" dataSaver />);
    expect(cover()).toBeNull();
    expect(standIn()).toHaveAttribute('aria-hidden', 'true');
  });

  it('follows the data-saver mark of the page without being told, and its removal in settings', async () => {
    document.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, '');
    renderUi(<CoverImage src="/media/demo/covers/impulsa/x.svg" />);
    expect(cover()).toBeNull();
    expect(standIn()).not.toBeNull();
    await act(async () => {
      document.documentElement.removeAttribute(DATA_SAVER_ATTRIBUTE);
      await Promise.resolve();
    });
    expect(cover()).toHaveAttribute('src', '/media/demo/covers/impulsa/x.svg');
  });

  it('shows the cover when a screen says so even if the page saves data (bad input: mark set, prop false)', () => {
    document.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, '');
    renderUi(<CoverImage src="/x.svg" dataSaver={false} />);
    expect(cover()).not.toBeNull();
  });

  it('stands in for a missing cover and for one that fails to load (bad input: a broken address)', () => {
    const { unmount } = renderUi(<CoverImage src={null} />);
    expect(standIn()).not.toBeNull();
    unmount();
    renderUi(<CoverImage src="/no-such-file.svg" />);
    fireEvent.error(cover() as HTMLImageElement);
    expect(cover()).toBeNull();
    expect(standIn()).not.toBeNull();
  });
});
