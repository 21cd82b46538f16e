// The editor's schema, held to @aula/contracts/rich-text (the list the API's sanitiser is built
// from): a document can only hold what the server keeps, so what an editor sees is what learners
// get. Pasted HTML (Word, Google Docs, another site) is parsed into this schema: anything else
// (fonts, colours, tables' frames, h1, classes, styles, scripts) is dropped and its text kept.
import {
  isAllowedImageSource,
  RICH_TEXT_HEADING_LEVELS,
  RICH_TEXT_LINK_REL,
  richTextRules,
} from '@aula/contracts/rich-text';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** True when `url` is absolute with one of `schemes` (http, https, mailto, tel). */
export function hasAllowedScheme(url: string, schemes: readonly string[]): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme);
}

export const LINK_SCHEMES = richTextRules.allowedSchemes;
export const IMAGE_SCHEMES = richTextRules.allowedSchemesByTag.img;

// A picture's size survives only as plain digits (what the lesson player keeps, so text does not jump).
const pixelSize = {
  default: null,
  parseHTML: (element: HTMLElement, name: string) => {
    const value = element.getAttribute(name) ?? '';
    return /^\d{1,5}$/.test(value) ? value : null;
  },
};

/** Pictures: src (http/https, or the site's own media by its site address), alt, width and height; no title, no data: URLs. */
const RuleImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { ...pixelSize, parseHTML: (element: HTMLElement) => pixelSize.parseHTML(element, 'width') },
      height: { ...pixelSize, parseHTML: (element: HTMLElement) => pixelSize.parseHTML(element, 'height') },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isAllowedImageSource(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

/** Links: href (allowed schemes only) and the shared rel; a pasted target, class or rel is not kept. */
const RuleLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
      rel: { default: RICH_TEXT_LINK_REL, parseHTML: () => RICH_TEXT_LINK_REL },
    };
  },
});

/** Everything the editor can write, and nothing else. */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      // Not in the allowed list: the server would drop them, so the editor never offers them.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: false,
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    }),
    RuleLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, class: null, rel: RICH_TEXT_LINK_REL },
      isAllowedUri: (url) => hasAllowedScheme(url, LINK_SCHEMES),
    }),
    RuleImage.configure({ inline: false, allowBase64: false }),
  ];
}
