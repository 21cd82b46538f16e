export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 500;
export const POPUP_CLOSE_POLL_MS = 200;

/** The `window.open` features of an 800 by 500 window centred over the current one. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

export interface SharePopup {
  /** Stops watching for the popup's closing (the popup itself stays open). */
  stop: () => void;
}

/**
 * Opens `url` in a centred popup and calls `onClose` once it is closed (polled: a cross-origin
 * window sends no event). Returns null when the browser blocked the popup.
 */
export function openSharePopup(url: string, onClose?: () => void, win: Window = window): SharePopup | null {
  const popup = win.open(url, '_blank', popupFeatures(win));
  if (!popup) return null;
  // The share page must not script this tab (what rel="noopener" would do for a link).
  popup.opener = null;
  const timer = win.setInterval(() => {
    if (!popup.closed) return;
    win.clearInterval(timer);
    onClose?.();
  }, POPUP_CLOSE_POLL_MS);
  return { stop: () => win.clearInterval(timer) };
}
