import PDFDocument from 'pdfkit';

export interface ReportInput {
  businessName: string;
  businessType: string;
  lat: number;
  lng: number;
  organisation: string;
  generatedAt: Date;
}

// Metres per degree at the equator; longitude degrees shrink with the cosine of the latitude.
const METRES_PER_DEGREE = 111_320;
const RINGS = [250, 500, 1000];
const DIRECTIONS: [string, number, number][] = [
  ['Norte', 1, 0],
  ['Sur', -1, 0],
  ['Este', 0, 1],
  ['Oeste', 0, -1],
];

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
function drawSketch(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc.save().rect(x, y, size, size).fillAndStroke('#f4f1ea', '#999999');
  const block = size / 8;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      doc.rect(x + col * block + 4, y + row * block + 4, block - 8, block - 8).fill('#e0dccf');
    }
  }
  const cx = x + size / 2;
  const cy = y + size / 2;
  const scale = size / 2 / 1000;
  for (const metres of RINGS)
    doc
      .circle(cx, cy, metres * scale)
      .lineWidth(1)
      .dash(4, { space: 3 })
      .stroke('#3a6ea5');
  doc.undash().circle(cx, cy, 6).fill('#c0392b');
  doc.fillColor('#333333').fontSize(8);
  doc
    .text('N', cx - 3, y + 4)
    .text('S', cx - 3, y + size - 12)
    .text('O', x + 4, cy - 4)
    .text('E', x + size - 10, cy - 4);
  doc.restore();
}

/** Builds the PDF in memory; `compress: false` keeps the text searchable for tests. */
export function businessReportPdf(input: ReportInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: {
      Title: `Reporte: ${input.businessName}`,
      Author: input.organisation,
      Subject: 'Reporte de negocio y alrededores',
    },
    lang: 'es-MX',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(10).fillColor('#666666').text(input.organisation, { align: 'right' });
  doc.moveDown().fontSize(20).fillColor('#111111').text('Reporte de tu negocio y sus alrededores');
  doc.moveDown(0.5).fontSize(12).fillColor('#333333');
  doc.text(`Negocio: ${input.businessName}`);
  doc.text(`Giro: ${input.businessType}`);
  doc.text(`Ubicación: latitud ${fixed(input.lat)}, longitud ${fixed(input.lng)}`);
  doc.text(`Fecha: ${input.generatedAt.toISOString().slice(0, 10)}`);
  doc.moveDown();
  doc.text(
    'El croquis muestra tu negocio (punto rojo) y círculos a 250, 500 y 1000 metros. Recorre esas distancias ' +
      'para conocer a tus vecinos comerciales: quién vende lo mismo que tú, quién complementa tu oferta y ' +
      'dónde pasan más personas.',
  );
  const top = doc.y + 10;
  drawSketch(doc, 50, top, 240);
  doc.fontSize(10).fillColor('#111111').text('Puntos de referencia', 310, top);
  doc.fontSize(9).fillColor('#333333');
  for (const point of surroundings(input.lat, input.lng)) {
    doc.text(`${point.label}: ${fixed(point.lat)}, ${fixed(point.lng)}`, 310);
  }
  doc.x = 50;
  doc.y = Math.max(doc.y, top + 260);
  doc.fontSize(12).fillColor('#111111').text('Recomendaciones', 50);
  doc.fontSize(10).fillColor('#333333');
  for (const tip of [
    'Cuenta cuántos negocios de tu mismo giro hay en el círculo de 500 m.',
    'Identifica las horas con más paso de gente frente a tu local.',
    'Busca alianzas con negocios que complementen lo que vendes.',
  ]) {
    doc.text(`• ${tip}`);
  }
  doc.moveDown().fontSize(8).fillColor('#888888').text(`Generado por ${input.organisation} con Aula.`);
  doc.end();
  return done;
}
