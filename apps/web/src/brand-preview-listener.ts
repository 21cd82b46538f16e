import { BRAND_PREVIEW_READY, type BrandPreviewDraft, brandPreviewDraft } from '@aula/contracts/brand-preview';
import { BRAND_PREVIEW_HASH } from '@aula/contracts/site-paths';

/** The window parts the listener uses: the page's own, or a test's stand-in. */
export type PreviewWindow = Pick<Window, 'location' | 'parent' | 'addEventListener' | 'removeEventListener'>;

/** Whether the page is framed by a page of its own origin (reading another origin's location throws). */
function framedBySameOrigin(win: PreviewWindow): boolean {
  if (win.parent === (win as unknown)) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/**
 * Hands `apply` each draft the console's brand screen sends this page, when the page is its
 * preview: opened with `BRAND_PREVIEW_HASH`, in a frame of a page of its own origin. Only messages
 * from that frame's parent, of this origin and of the draft's shape count. Then it tells the parent
 * it is listening, so the draft typed before the page was ready comes at once. Gives back how to
 * stop, or undefined when the page is no preview.
 */
export function listenForBrandPreview(
  win: PreviewWindow,
  apply: (draft: BrandPreviewDraft) => void,
): (() => void) | undefined {
  if (win.location.hash !== BRAND_PREVIEW_HASH || !framedBySameOrigin(win)) return undefined;
  const origin = win.location.origin;
  const listen = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== win.parent) return;
    const draft = brandPreviewDraft.safeParse(event.data);
    if (draft.success) apply(draft.data);
  };
  win.addEventListener('message', listen);
  win.parent.postMessage({ type: BRAND_PREVIEW_READY }, origin);
  return () => win.removeEventListener('message', listen);
}
