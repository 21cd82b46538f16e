import type { BrandAssets } from '../lib/brand-assets';
import { ensureSpace, heading, LEFT, tint } from './report-sections';

type Doc = PDFKit.PDFDocument;

// Metres per degree at the equator; longitude degrees shrink with the cosine of the latitude.
const METRES_PER_DEGREE = 111_320;
const RINGS = [250, 500, 1000];
const DIRECTIONS: [string, number, number][] = [
  ['Norte', 1, 0],
  ['Sur', -1, 0],
  ['Este', 0, 1],
  ['Oeste', 0, -1],
];
const SKETCH = 230;

const fixed = (value: number) => value.toFixed(5);

/** Points at fixed distances around the business, for the learner to compare nearby streets. */
export function surroundings(lat: number, lng: number) {
  const lngScale = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return RINGS.flatMap((metres) =>
    DIRECTIONS.map(([name, dLat, dLng]) => ({
      label: `${metres} m al ${name}`,
      lat: lat + (dLat * metres) / METRES_PER_DEGREE,
      lng: lng + (dLng * metres) / (METRES_PER_DEGREE * lngScale),
    })),
  );
}

/** A map-like sketch: a grid of blocks, rings at 250/500/1000 m and the business in the centre. */
function drawSketch(doc: Doc, brand: BrandAssets, x: number, y: number, size: number) {
  doc.save().roundedRect(x, y, size, size, 8).fill(tint(brand.colors.border, 0.6));
  const block = size / 8;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      doc.rect(x + col * block + 4, y + row * block + 4, block - 8, block - 8).fill(tint(brand.colors.border, 0.25));
    }
  }
  const cx = x + size / 2;
  const cy = y + size / 2;
  const scale = size / 2 / 1000;
  for (const metres of RINGS) {
    doc
      .circle(cx, cy, metres * scale)
      .lineWidth(1.2)
      .dash(4, { space: 3 })
      .stroke(brand.colors.primary);
  }
  doc.undash().circle(cx, cy, 8).fill(brand.colors.secondary);
  doc.circle(cx, cy, 3.5).fill(brand.colors.primary);
  doc.font('Helvetica-Bold').fillColor(brand.colors.text).fontSize(9);
  doc
    .text('N', cx - 3, y + 6)
    .text('S', cx - 3, y + size - 14)
    .text('O', x + 6, cy - 4)
    .text('E', x + size - 12, cy - 4);
  doc.restore();
}

/** The area around the business, with reference points and what to look for on a walk. */
export function drawSurroundings(doc: Doc, brand: BrandAssets, lat: number, lng: number) {
  ensureSpace(doc, SKETCH + 120);
  heading(doc, brand, 'Tu negocio y sus alrededores');
  doc.font('Helvetica').fontSize(10.5).fillColor(brand.colors.text);
  doc.text(
    'El croquis muestra tu negocio al centro y círculos a 250, 500 y 1000 metros. Recorre esas distancias ' +
      'para conocer a tus vecinos comerciales: quién vende lo mismo que tú, quién complementa tu oferta y ' +
      'dónde pasan más personas.',
    LEFT,
  );
  const top = doc.y + 12;
  drawSketch(doc, brand, LEFT, top, SKETCH);
  const column = LEFT + SKETCH + 24;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(brand.colors.primary).text('Puntos de referencia', column, top);
  doc.font('Helvetica').fontSize(9).fillColor(brand.colors.text);
  for (const point of surroundings(lat, lng)) {
    doc.text(`${point.label}: ${fixed(point.lat)}, ${fixed(point.lng)}`, column, doc.y + 2);
  }
  doc.x = LEFT;
  doc.y = Math.max(doc.y, top + SKETCH) + 4;
  heading(doc, brand, 'Recomendaciones');
  doc.font('Helvetica').fontSize(10.5).fillColor(brand.colors.text);
  for (const tip of [
    'Cuenta cuántos negocios de tu mismo giro hay en el círculo de 500 m.',
    'Identifica las horas con más paso de gente frente a tu local.',
    'Busca alianzas con negocios que complementen lo que vendes.',
  ]) {
    ensureSpace(doc, 20);
    doc.rect(LEFT, doc.y + 4, 5, 5).fill(brand.colors.secondary);
    doc.fillColor(brand.colors.text).text(tip, LEFT + 14);
    doc.x = LEFT;
    doc.moveDown(0.3);
  }
}
