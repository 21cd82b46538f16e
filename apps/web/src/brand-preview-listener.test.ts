import { BRAND_PREVIEW_DRAFT, BRAND_PREVIEW_READY, type BrandPreviewDraft } from '@aula/contracts/brand-preview';
import { BRAND_PREVIEW_HASH } from '@aula/contracts/site-paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForBrandPreview, type PreviewWindow } from './brand-preview-listener';

const ORIGIN = window.location.origin;

const DRAFT: BrandPreviewDraft = {
  type: BRAND_PREVIEW_DRAFT,
  mode: 'dark',
  colors: { primary: '#ff6600', background: '#101010' },
  name: 'Impulsa Negocios',
  tagline: 'Tu negocio, paso a paso.',
};

/**
 * A framed page: its own events, its location, and the test's window as the parent that frames it
 * (a real window, so a message can name it as its source). `parentOrigin` stands for a parent of
 * another origin, whose location a browser refuses to read.
 */
function framedPage({ hash = BRAND_PREVIEW_HASH, parentOrigin = ORIGIN } = {}) {
  const events = new EventTarget();
  const parent =
    parentOrigin === ORIGIN
      ? window
      : new Proxy(window, {
          get(target, key) {
            if (key === 'location') throw new DOMException('Blocked a frame from accessing a cross-origin frame.');
            return Reflect.get(target, key);
          },
        });
  const page = {
    location: { origin: ORIGIN, hash },
    parent,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as PreviewWindow;
  const send = (data: unknown, { origin = ORIGIN, source = window as MessageEventSource | null } = {}) =>
    events.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { page, send };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

function listen(page: PreviewWindow) {
  const apply = vi.fn<(draft: BrandPreviewDraft) => void>();
  const stop = listenForBrandPreview(page, apply);
  if (stop) stops.push(stop);
  return { apply, stop };
}

describe('listenForBrandPreview', () => {
  it("applies the console's draft when the page is opened as its preview, and tells the parent it listens", () => {
    const told = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    const { page, send } = framedPage();
    const { apply } = listen(page);
    expect(told).toHaveBeenCalledWith({ type: BRAND_PREVIEW_READY }, ORIGIN);
    send(DRAFT);
    expect(apply).toHaveBeenCalledWith(DRAFT);
  });

  it('does not listen without the preview hash (tried: no hash, "#otra-cosa")', () => {
    for (const hash of ['', '#otra-cosa']) {
      const { page, send } = framedPage({ hash });
      const { apply, stop } = listen(page);
      send(DRAFT);
      expect(stop).toBeUndefined();
      expect(apply).not.toHaveBeenCalled();
    }
  });

  it('does not listen when the page is not framed, or framed by another origin', () => {
    const alone = framedPage();
    (alone.page as { parent: unknown }).parent = alone.page;
    expect(listen(alone.page).stop).toBeUndefined();

    const foreign = framedPage({ parentOrigin: 'https://otro.example' });
    const { apply, stop } = listen(foreign.page);
    foreign.send(DRAFT);
    expect(stop).toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
  });

  it('ignores a message from another origin, or not from its parent (tried: https://otro.example; no source)', () => {
    vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    const { page, send } = framedPage();
    const { apply } = listen(page);
    send(DRAFT, { origin: 'https://otro.example' });
    send(DRAFT, { source: null });
    expect(apply).not.toHaveBeenCalled();
  });

  it('ignores malformed messages (tried: a string, another type, a colour that is not #rrggbb, an unknown token, a CSS injection)', () => {
    vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    const { page, send } = framedPage();
    const { apply } = listen(page);
    send(JSON.stringify(DRAFT));
    send({ ...DRAFT, type: 'otro' });
    send({ ...DRAFT, colors: { primary: '#f60' } });
    send({ ...DRAFT, colors: { shadow: '#ff6600' } });
    send({ ...DRAFT, colors: { primary: 'red;}body{display:none' } });
    send({ ...DRAFT, mode: 'sepia' });
    expect(apply).not.toHaveBeenCalled();
  });

  it('stops listening when told to', () => {
    vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    const { page, send } = framedPage();
    const { apply, stop } = listen(page);
    stop?.();
    send(DRAFT);
    expect(apply).not.toHaveBeenCalled();
  });
});
