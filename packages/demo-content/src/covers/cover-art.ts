import { type CoverMotif, MOTIF_NAMES, MOTIFS } from './cover-motifs';

/** The colours of a cover: a brand's own (primary, secondary, background, surface) or the blog's. */
export interface CoverPalette {
  primary: string;
  secondary: string;
  background: string;
  surface: string;
}

/** Words of a title that say what a lesson is about, and the picture that says it too (first match wins). */
const THEMES: [RegExp, CoverMotif][] = [
  [/quien|define|ideal|primeros/, 'target'],
  [/calcula/, 'calculator'],
  [/lealtad|regres|cuida/, 'heart'],
  [/flujo|efectivo|dinero|ahorr|credito|finanza|ganancia/, 'coins'],
  [/temporada|clases|semana|plan/, 'calendar'],
  [/marketing|digital|qr|pago|celular/, 'phone'],
  [/foto|camara/, 'camera'],
  [/whatsapp|mensaje|redes/, 'chat'],
  [/proveedor|compra|tienda|barrio/, 'store'],
  [/inventario|almacen|surtid|producto/, 'boxes'],
  [/precio|costo|oferta|descuento|promocion/, 'tag'],
  [/factur|regimen|sat\b|dian|impuesto|formaliza|cuenta|libreta/, 'receipt'],
  [/cliente|atien|atencion/, 'person'],
  [/vend|venta|crec|cierra/, 'chart'],
  [/negocio/, 'store'],
];

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** A small stable hash (FNV-1a), so a title always gets the same layout. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The picture for a title: by its theme words, else one picked by its hash. */
export function motifFor(title: string): CoverMotif {
  const text = plain(title);
  const found = THEMES.find(([words]) => words.test(text));
  return found ? found[1] : (MOTIF_NAMES[hashOf(text) % MOTIF_NAMES.length] as CoverMotif);
}

/** A file-safe name for a title: "¿Quién debe facturar?" is "quien-debe-facturar". */
export function slugOf(title: string): string {
  return plain(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char);

export interface CoverOptions {
  title: string;
  palette: CoverPalette;
  /** The pictures: one for a lesson or a post (by default the one its title calls for), several for a module. */
  motifs?: CoverMotif[];
}

const WIDTH = 640;
const HEIGHT = 360;

function dots(x: number, y: number, colour: string): string {
  const grid = [0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3, 4].map((column) => [x + column * 18, y + row * 18]));
  return `<g fill="${colour}" opacity="0.55">${grid.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="3.5"/>`).join('')}</g>`;
}

function place(art: string, x: number, y: number, size: number, tilt: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 200}) rotate(${tilt} 100 100)">${art}</g>`;
}

/**
 * A 16:9 cover as SVG: the brand's background, soft shapes in its colours placed by the title's
 * hash (so covers of one module differ), and the pictures on a disc. No words in the picture: the
 * title is beside it, in the reader's language, and a screen reader skips the image.
 */
export function coverSvg({ title, palette, motifs = [motifFor(title)] }: CoverOptions): string {
  const hash = hashOf(title);
  const { primary, secondary, background, surface } = palette;
  const flip = hash % 2 === 0;
  const tilt = ((hash >> 5) % 11) - 5;
  const ink = { body: primary, detail: secondary, paper: surface };
  // Centred, so the square crop of a phone's list keeps the whole picture.
  const discX = 320;
  const single = motifs.length === 1;
  const art = single
    ? `<circle cx="${discX}" cy="180" r="150" fill="${surface}" opacity="0.9"/>${place(
        MOTIFS[motifs[0] as CoverMotif](ink),
        discX - 110,
        70,
        220,
        tilt,
      )}`
    : motifs
        .slice(0, 3)
        .map((motif, index) => {
          const x = 40 + index * 196;
          const y = index === 1 ? 60 : 110;
          return `<rect x="${x}" y="${y}" width="168" height="168" rx="28" fill="${surface}"/>${place(
            MOTIFS[motif](ink),
            x + 19,
            y + 19,
            130,
            0,
          )}`;
        })
        .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${primary}" opacity="0.1"/>`,
    `<circle cx="${flip ? 120 : 540}" cy="${300 - ((hash >> 7) % 60)}" r="${150 + ((hash >> 9) % 50)}" fill="${secondary}" opacity="0.22"/>`,
    `<circle cx="${flip ? 250 : 380}" cy="${40 + ((hash >> 11) % 40)}" r="34" fill="none" stroke="${primary}" stroke-width="10" opacity="0.25"/>`,
    dots(flip ? 40 : 530, 36, primary),
    art,
    '</svg>',
  ].join('');
}
