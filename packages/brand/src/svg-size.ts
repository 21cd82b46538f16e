/**
 * The size an SVG file declares on its root element: `width`/`height` in pixels (unitless or
 * `px`), else the `viewBox`. Enough to hold a logo to the spec's 326x127 without a renderer.
 */
export interface SvgSize {
  width: number;
  height: number;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

function pixels(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** The root `<svg>` tag's size, or a reason it has none. */
export function svgSize(text: string): SvgSize | { error: string } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return { error: 'is not an SVG file (no <svg> element)' };
  const width = pixels(attribute(tag, 'width'));
  const height = pixels(attribute(tag, 'height'));
  if (width !== undefined && height !== undefined) return { width, height };
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return { width: box[2] as number, height: box[3] as number };
  return { error: 'declares no size (width and height in px, or a viewBox)' };
}
