import type { WebFontId } from '@aula/contracts/brand-fonts';
import { useEffect } from 'react';
import { headElement } from './head-element';

/** The id of the ally's typeface in the head: the server draws it there (apps/web ssr/page-head.ts), the app keeps it. */
export const BRAND_FONT_ID = 'brand-font';

/** The id of the preload of a font's latin file, beside its @font-face of `id`. */
export const fontPreloadId = (id: string) => `${id}-preload`;

function preloadLink(id: string): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { id, rel: 'preload' });
  // As attributes: not every DOM reflects `as` as a property.
  link.setAttribute('as', 'font');
  link.setAttribute('type', 'font/woff2');
  link.setAttribute('crossorigin', 'anonymous');
  return link;
}

/**
 * A served font's @font-face in the document's head under `id` while `font` is shown (none: nothing
 * is downloaded), and with `preload` its latin file asked for at once, before a style names it (the
 * file every Spanish or English page needs; latin-ext comes only for a character of its own). The
 * rules' code comes on demand: a page of an ally on its theme's own fonts never downloads it.
 */
export function useFontFace(font: WebFontId | undefined, { id, preload = false }: { id: string; preload?: boolean }) {
  useEffect(() => {
    const hintSelector = `link#${fontPreloadId(id)}`;
    if (!font) {
      // A page drawn by the server with another ally's font must not keep it.
      document.head.querySelector(`style#${id}`)?.remove();
      document.head.querySelector(hintSelector)?.remove();
      return;
    }
    let gone = false;
    const added: HTMLElement[] = [];
    void import('@aula/contracts/brand-font-files').then(({ fontFaceCss, fontFilePath }) => {
      if (gone) return;
      const css = fontFaceCss(font);
      const style = headElement(`style#${id}`, () => Object.assign(document.createElement('style'), { id }));
      if (style.textContent !== css) style.textContent = css;
      added.push(style);
      if (!preload) return;
      const hint = headElement(hintSelector, () => preloadLink(fontPreloadId(id)));
      const href = fontFilePath(font, 'latin');
      if (hint.getAttribute('href') !== href) hint.setAttribute('href', href);
      added.push(hint);
    });
    return () => {
      gone = true;
      for (const element of added) element.remove();
    };
  }, [font, id, preload]);
}
