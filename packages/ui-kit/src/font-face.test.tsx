import type { WebFontId } from '@aula/contracts/brand-fonts';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_FONT_ID, useFontFace } from './font-face';

function Fonted({ font, preload }: { font: WebFontId | undefined; preload?: boolean }) {
  useFontFace(font, { id: BRAND_FONT_ID, ...(preload ? { preload } : {}) });
  return null;
}

const faces = () => [...document.head.querySelectorAll(`style#${BRAND_FONT_ID}`)];
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="font"]')];
/** Waits for the head to hold one @font-face of `family` (the rules' code comes on demand). */
const faceOf = async (family: string) => {
  await waitFor(() => expect(faces().map((face) => face.textContent)).toEqual([expect.stringContaining(family)]));
  return faces()[0];
};

// Only this hook's elements: the files of this package share one document (isolate: false), and
// styled-components' own <style> must stay for them.
afterEach(() => {
  for (const element of document.head.querySelectorAll(`style#${BRAND_FONT_ID}, link[rel="preload"][as="font"]`)) {
    element.remove();
  }
});

describe('useFontFace', () => {
  it('puts the font’s @font-face and the preload of its latin file in the head, and takes them out on a change', async () => {
    const { rerender, unmount } = render(<Fonted font="inter" preload />);
    expect((await faceOf("font-family:'Inter Variable'"))?.textContent).toContain('/fonts/inter/latin-ext-5.3.0.woff2');
    expect(preloads()).toHaveLength(1);
    const hint = preloads()[0];
    expect(hint?.getAttribute('href')).toBe('/fonts/inter/latin-5.3.0.woff2');
    expect(hint?.getAttribute('crossorigin')).toBe('anonymous');
    expect(hint?.getAttribute('type')).toBe('font/woff2');

    rerender(<Fonted font="lora" preload />);
    expect((await faceOf("font-family:'Lora Variable'"))?.textContent).not.toContain('Inter');
    await waitFor(() => expect(preloads()[0]?.getAttribute('href')).toBe('/fonts/lora/latin-5.3.0.woff2'));
    expect(preloads()).toHaveLength(1);

    rerender(<Fonted font={undefined} preload />);
    expect(faces()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);
    unmount();
  });

  it('keeps the ones the server drew rather than adding a second, and removes them for a brand without a font', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<link rel="preload" id="${BRAND_FONT_ID}-preload" href="/fonts/lora/latin-5.3.0.woff2" as="font" type="font/woff2" crossorigin /><style id="${BRAND_FONT_ID}">/* drawn */</style>`,
    );
    const drawn = faces()[0];
    const { unmount } = render(<Fonted font="lora" preload />);
    expect(await faceOf("font-family:'Lora Variable'")).toBe(drawn);
    expect(preloads()).toHaveLength(1);
    unmount();

    // Bad input tried: a page drawn with another ally's font, then shown for an ally on its theme's fonts.
    document.head.insertAdjacentHTML('beforeend', `<style id="${BRAND_FONT_ID}">/* drawn */</style>`);
    render(<Fonted font={undefined} />);
    expect(faces()).toHaveLength(0);
  });

  it('downloads nothing without a font and adds no preload unless asked', async () => {
    render(<Fonted font={undefined} preload />);
    expect(faces()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);
    render(<Fonted font="nunito" />);
    await faceOf('Nunito Variable');
    expect(preloads()).toHaveLength(0);
  });
});
