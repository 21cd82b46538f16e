import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { BrandAssets } from '../../lib/brand-assets';
import { drawLogo, tint } from '../report-sections';
import { qrCodeSvg } from './qr-code';

// A certificate to print or send: the ally's logo and colours, the learner's name, the module, the
// date, and a QR code to the page where anyone checks it (the credential itself is the proof; the
// PDF is its picture). A4 across, one page.

export interface CertificatePdfInput {
  brand: BrandAssets;
  learnerName: string;
  moduleTitle: string;
  issuedAt: Date;
  pageUrl: string;
  certificateId: string;
  language: 'es' | 'en';
}

const WORDS = {
  es: {
    title: 'Certificado',
    awardedTo: 'Se otorga a',
    forCompleting: 'por completar el módulo',
    on: 'el',
    by: 'Emitido por',
    check: 'Verifica este certificado escaneando el código o en:',
    id: 'Folio',
    locale: 'es-MX',
  },
  en: {
    title: 'Certificate',
    awardedTo: 'Awarded to',
    forCompleting: 'for completing the module',
    on: 'on',
    by: 'Issued by',
    check: 'Check this certificate by scanning the code or at:',
    id: 'Number',
    locale: 'en-US',
  },
} as const;

export async function certificatePdf(
  input: CertificatePdfInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { brand } = input;
  const words = WORDS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    compress: options.compress ?? true,
    info: { Title: `${words.title}: ${input.moduleTitle}`, Author: brand.name, Subject: input.learnerName },
    lang: words.locale,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  const inner = width - 96;

  // A frame in the brand's colours.
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(brand.colors.primary);
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.75)
    .stroke(tint(brand.colors.primary, 0.6));
  if (!drawLogo(doc, brand, 56, 52)) {
    doc.font('Helvetica-Bold').fontSize(26).fillColor(brand.colors.primary).text(brand.name, 56, 70);
  }

  doc
    .font('Helvetica-Bold')
    .fontSize(40)
    .fillColor(brand.colors.primary)
    .text(words.title, 48, 165, { width: inner, align: 'center' });
  doc.rect(width / 2 - 60, doc.y + 6, 120, 4).fill(brand.colors.secondary);
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(brand.colors.muted)
    .text(words.awardedTo, 48, doc.y + 24, { width: inner, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor(brand.colors.text)
    .text(input.learnerName, 48, doc.y + 8, { width: inner, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(brand.colors.muted)
    .text(words.forCompleting, 48, doc.y + 12, { width: inner, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(brand.colors.text)
    .text(input.moduleTitle, 48, doc.y + 6, { width: inner, align: 'center' });
  const date = input.issuedAt.toLocaleDateString(words.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(brand.colors.muted)
    .text(`${words.by} ${brand.name}, ${words.on} ${date}`, 48, doc.y + 14, { width: inner, align: 'center' });

  // The QR code and the address in words, bottom right; the folio bottom left.
  const qr = await qrCodeSvg(input.pageUrl);
  const size = 96;
  SVGtoPDF(doc, qr, width - 56 - size, height - 56 - size, { width: size, height: size, assumePt: true });
  doc.font('Helvetica').fontSize(9).fillColor(brand.colors.muted);
  doc.text(words.check, 56, height - 56 - 40, { width: width - 200 - size, lineBreak: true });
  doc
    .fillColor(brand.colors.primary)
    .text(input.pageUrl, 56, doc.y + 2, { width: width - 200 - size, link: input.pageUrl, underline: true });
  doc
    .fillColor(brand.colors.muted)
    .text(`${words.id}: ${input.certificateId}`, 56, doc.y + 4, { width: width - 200 - size });
  doc.end();
  return done;
}
