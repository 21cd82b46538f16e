import type { BrandAssets } from '../lib/brand-assets';
import { placeName, type ReportAddress } from './report-address';
import { ensureSpace, heading, LEFT, tint, WIDTH } from './report-sections';

type Doc = PDFKit.PDFDocument;

const COLUMNS: [string, number][] = [
  ['Negocio', 0.34],
  ['Qué vende', 0.38],
  ['¿Compite o complementa?', 0.28],
];
const ROWS = 6;
const ROW_HEIGHT = 24;
const TABLE_HEIGHT = ROW_HEIGHT * (ROWS + 1) + 14;

/** An empty table the owner fills in on a walk: the neighbours the report cannot know. */
function drawNeighboursTable(doc: Doc, brand: BrandAssets) {
  const top = doc.y + 6;
  doc.rect(LEFT, top, WIDTH, ROW_HEIGHT).fill(tint(brand.colors.primary, 0.88));
  let x = LEFT;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(brand.colors.text);
  for (const [title, share] of COLUMNS) {
    doc.text(title, x + 6, top + 8, { width: WIDTH * share - 12, lineBreak: false });
    x += WIDTH * share;
  }
  const bottom = top + ROW_HEIGHT * (ROWS + 1);
  doc.lineWidth(0.75).strokeColor(brand.colors.border);
  for (let row = 1; row <= ROWS; row++) {
    const y = top + ROW_HEIGHT * (row + 1);
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .stroke();
  }
  let divider = LEFT;
  for (const [, share] of COLUMNS.slice(0, -1)) {
    divider += WIDTH * share;
    doc.moveTo(divider, top).lineTo(divider, bottom).stroke();
  }
  doc.rect(LEFT, top, WIDTH, bottom - top).stroke();
  doc.x = LEFT;
  doc.y = top + TABLE_HEIGHT;
}

/**
 * The place around the business in words: its address and neighbourhood, and a guide with a table
 * for the owner's own walk. The API knows no businesses but its learners' (theirs to share, not
 * ours), so the report lists none and promises none.
 */
export function drawNeighbourhood(doc: Doc, brand: BrandAssets, business: { type: string; address: ReportAddress }) {
  const place = placeName(business.address);
  heading(doc, brand, place ? `Tu negocio en ${place}` : 'Tu negocio y tu colonia');
  doc.font('Helvetica').fontSize(10.5).fillColor(brand.colors.text);
  doc.text(
    `Tus clientes viven y trabajan cerca de ti. Da una vuelta de unas cuadras alrededor de tu negocio${place ? ` en ${place}` : ''} ` +
      'y anota a tus vecinos comerciales: quién vende lo mismo que tú, quién complementa lo que ofreces ' +
      'y por dónde pasa más gente.',
    LEFT,
  );
  heading(doc, brand, 'Qué observar en tu recorrido');
  doc.font('Helvetica').fontSize(10.5).fillColor(brand.colors.text);
  for (const tip of [
    `Cuántos negocios de tu mismo giro (${business.type.toLowerCase()}) hay a cinco minutos caminando.`,
    'A qué horas pasa más gente frente a tu local, y qué días.',
    'Qué negocios cercanos venden algo que completa lo tuyo: con ellos puedes hacer alianzas.',
  ]) {
    ensureSpace(doc, 20);
    doc.rect(LEFT, doc.y + 4, 5, 5).fill(brand.colors.secondary);
    doc.fillColor(brand.colors.text).text(tip, LEFT + 14);
    doc.x = LEFT;
    doc.moveDown(0.3);
  }
  // The table's heading, note and rows stay on one page.
  ensureSpace(doc, TABLE_HEIGHT + 90);
  heading(doc, brand, 'Tus vecinos comerciales');
  doc.font('Helvetica').fontSize(10).fillColor(brand.colors.muted);
  doc.text('Llena esta tabla durante tu recorrido.', LEFT);
  drawNeighboursTable(doc, brand);
}
