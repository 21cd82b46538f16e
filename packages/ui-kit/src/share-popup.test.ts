import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSharePopup, POPUP_CLOSE_POLL_MS, popupFeatures } from './share-popup';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openSharePopup', () => {
  it('centres an 800 by 500 window over the current one', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 900 })).toBe(
      'width=800,height=500,left=300,top=250,scrollbars=yes,resizable=yes',
    );
  });

  it('polls every 200 ms and reports the popup closing once', () => {
    vi.useFakeTimers();
    const popup = { closed: false, opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onClose = vi.fn();

    openSharePopup('https://www.facebook.com/sharer/sharer.php?u=x', onClose);
    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer/sharer.php?u=x',
      '_blank',
      expect.stringContaining('width=800,height=500'),
    );
    expect(popup.opener).toBeNull();

    vi.advanceTimersByTime(POPUP_CLOSE_POLL_MS * 3);
    expect(onClose).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(POPUP_CLOSE_POLL_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(POPUP_CLOSE_POLL_MS * 5);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns null when the browser blocks the popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openSharePopup('https://mix.com/add?url=x')).toBeNull();
  });
});
