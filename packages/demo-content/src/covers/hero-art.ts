import type { CoverPalette } from './cover-art';
import { MOTIFS } from './cover-motifs';

const place = (art: string, x: number, y: number, size: number, tilt = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${tilt} ${size / 2} ${size / 2}) scale(${size / 200})">${art}</g>`;

/**
 * The landing's picture: a phone showing a lesson, with what the lessons are about around it
 * (sales going up, money counted, customers writing in). 4:3, in the ally's colours.
 */
export function heroSvg(palette: CoverPalette, title: string): string {
  const { primary, secondary, background, surface } = palette;
  const ink = { body: primary, detail: secondary, paper: surface };
  const turned = { body: secondary, detail: primary, paper: surface };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">',
    `<title>${title.replace(/[<>&"]/g, '')}</title>`,
    `<rect width="800" height="600" fill="${background}"/>`,
    `<circle cx="400" cy="320" r="250" fill="${primary}" opacity="0.12"/>`,
    `<circle cx="650" cy="110" r="70" fill="${secondary}" opacity="0.18"/>`,
    `<circle cx="120" cy="500" r="90" fill="${secondary}" opacity="0.14"/>`,
    place(MOTIFS.chart(ink), 520, 250, 210, 6),
    place(MOTIFS.chat(turned), 70, 90, 200, -6),
    place(MOTIFS.coins(ink), 90, 330, 190),
    place(MOTIFS.phone(ink), 250, 40, 320),
    `<circle cx="560" cy="520" r="14" fill="${primary}"/><circle cx="600" cy="540" r="8" fill="${secondary}"/>`,
    '</svg>',
  ].join('');
}
