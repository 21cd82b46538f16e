import SVGtoPDF from 'svg-to-pdfkit';
import type { BrandAssets } from '../lib/brand-assets';
import { addressLine, type ReportAddress } from './report-address';
import type { LearnerRecord } from './report-learner';

type Doc = PDFKit.PDFDocument;

export const LEFT = 50;
export const WIDTH = 495;
const LOGO = { width: 163, height: 63.5 };

/** A colour mixed with white: the brand's colour as a light panel behind text. */
export function tint(hex: string, amount: number): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const longDate = (date: Date) =>
  date.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Doc, brand: BrandAssets, text: string) {
  ensureSpace(doc, 60);
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).fillColor(brand.colors.primary).text(text, LEFT);
  doc.moveDown(0.4);
}

/**
 * The brand's logo in its box (163x63.5 pt, at the left and middle of it): the picture its team
 * published, else its folder's SVG. False when it has neither: the caller writes the name instead.
 */
export function drawLogo(doc: Doc, brand: BrandAssets, x: number, y: number): boolean {
  if (brand.logoPng) {
    doc.image(brand.logoPng, x, y, { fit: [LOGO.width, LOGO.height], valign: 'center' });
    return true;
  }
  if (!brand.logoSvg) return false;
  SVGtoPDF(doc, brand.logoSvg, x, y, { ...LOGO, assumePt: true, preserveAspectRatio: 'xMinYMid meet' });
  return true;
}

/** Logo on the left, the organisation and the date on the right, a band in the brand's colours. */
export function drawHeader(doc: Doc, brand: BrandAssets, organisation: string, generatedAt: Date) {
  if (!drawLogo(doc, brand, LEFT, 40)) {
    doc.font('Helvetica-Bold').fontSize(30).fillColor(brand.colors.primary).text(brand.name, LEFT, 58);
  }
  const right = { width: 260, align: 'right' as const };
  doc.font('Helvetica-Bold').fontSize(12).fillColor(brand.colors.primary).text(organisation, 285, 52, right);
  doc.font('Helvetica').fontSize(10).fillColor(brand.colors.muted);
  doc.text('Reporte de tu negocio', 285, doc.y + 2, right);
  doc.text(longDate(generatedAt), 285, doc.y + 2, right);
  doc.rect(LEFT, 118, WIDTH, 4).fill(brand.colors.primary);
  doc.rect(LEFT, 118, 90, 4).fill(brand.colors.secondary);
  doc.x = LEFT;
  doc.y = 140;
}

export function drawBusinessCard(
  doc: Doc,
  brand: BrandAssets,
  input: { businessName: string; businessType: string; address: ReportAddress; learner?: LearnerRecord | null },
) {
  doc.font('Helvetica-Bold').fontSize(24).fillColor(brand.colors.text).text(input.businessName, LEFT, 140);
  doc.font('Helvetica').fontSize(12).fillColor(brand.colors.muted);
  doc.text(`Giro: ${input.businessType}`);
  if (input.learner) doc.text(`Preparado para ${input.learner.learnerName}`);
  const address = addressLine(input.address);
  if (address) doc.text(`Dirección: ${address}`, { width: WIDTH });
}

/** Three figures at a glance: lessons finished, modules completed, achievements earned. */
export function drawTiles(doc: Doc, brand: BrandAssets, learner: LearnerRecord) {
  const completeModules = learner.modules.filter((module) => module.finished === module.total).length;
  const tiles: [number, string][] = [
    [learner.finishedLessons, learner.finishedLessons === 1 ? 'lección terminada' : 'lecciones terminadas'],
    [completeModules, completeModules === 1 ? 'módulo completo' : 'módulos completos'],
    [learner.achievements.length, learner.achievements.length === 1 ? 'logro obtenido' : 'logros obtenidos'],
  ];
  const gap = 12;
  const width = (WIDTH - gap * 2) / 3;
  const top = doc.y + 18;
  tiles.forEach(([value, label], index) => {
    const x = LEFT + index * (width + gap);
    doc.roundedRect(x, top, width, 72, 8).fill(tint(brand.colors.primary, 0.9));
    doc.rect(x, top + 12, 4, 48).fill(brand.colors.secondary);
    doc
      .font('Helvetica-Bold')
      .fontSize(28)
      .fillColor(brand.colors.primary)
      .text(String(value), x + 16, top + 12);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(brand.colors.text)
      .text(label, x + 16, top + 46, { width: width - 24 });
  });
  doc.x = LEFT;
  doc.y = top + 72;
}

/** A tick drawn with lines: the standard fonts have no check mark glyph. */
function tick(doc: Doc, x: number, y: number, color: string) {
  doc
    .save()
    .lineWidth(2)
    .strokeColor(color)
    .moveTo(x, y + 5)
    .lineTo(x + 4, y + 9)
    .lineTo(x + 11, y)
    .stroke()
    .restore();
}

export function drawModules(doc: Doc, brand: BrandAssets, learner: LearnerRecord) {
  heading(doc, brand, 'Lo que completaste');
  if (learner.modules.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor(brand.colors.text);
    doc.text('Todavía no terminas ninguna lección. Cada lección que completes aparecerá aquí.', LEFT);
    return;
  }
  for (const module of learner.modules) {
    ensureSpace(doc, 44);
    const top = doc.y;
    const complete = module.finished === module.total;
    if (complete) tick(doc, LEFT, top + 1, brand.colors.primary);
    const textX = LEFT + (complete ? 18 : 0);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(brand.colors.text);
    doc.text(module.title, textX, top, { width: 330 });
    doc.font('Helvetica').fontSize(10).fillColor(brand.colors.muted);
    doc.text(`${module.finished} de ${module.total} lecciones`, LEFT + 345, top, { width: 150, align: 'right' });
    const barY = Math.max(doc.y, top + 14) + 4;
    doc.roundedRect(LEFT, barY, WIDTH, 6, 3).fill(tint(brand.colors.border, 0.3));
    doc.roundedRect(LEFT, barY, Math.max(6, (WIDTH * module.finished) / module.total), 6, 3).fill(brand.colors.primary);
    doc.x = LEFT;
    doc.y = barY + 16;
  }
}

export function drawAchievements(doc: Doc, brand: BrandAssets, learner: LearnerRecord) {
  heading(doc, brand, 'Tus logros');
  doc.font('Helvetica').fontSize(11).fillColor(brand.colors.text);
  if (learner.achievements.length === 0) {
    doc.text('Termina un módulo completo para ganar tu primer logro.', LEFT);
    return;
  }
  for (const title of learner.achievements) {
    ensureSpace(doc, 24);
    const top = doc.y;
    doc.circle(LEFT + 7, top + 6, 7).fill(brand.colors.secondary);
    doc.circle(LEFT + 7, top + 6, 3).fill(brand.colors.primary);
    doc.fillColor(brand.colors.text).text(title, LEFT + 22, top);
    doc.x = LEFT;
    doc.moveDown(0.5);
  }
}

/** "Generado por <ally> · Página n de m" on every page (the ally's document: no product named), drawn once the page count is known. */
export function drawFooters(doc: Doc, brand: BrandAssets, organisation: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a new page; lift the margin while writing.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.rect(LEFT, y - 8, WIDTH, 0.75).fill(brand.colors.border);
    doc.font('Helvetica').fontSize(8).fillColor(brand.colors.muted);
    doc.text(`Generado por ${organisation}`, LEFT, y, { width: 300, lineBreak: false });
    doc.text(`Página ${index + 1} de ${range.count}`, LEFT + 345, y, { width: 150, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
