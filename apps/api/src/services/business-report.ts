import PDFDocument from 'pdfkit';
import type { BrandAssets } from '../lib/brand-assets';
import type { ReportAddress } from './report-address';
import type { LearnerRecord } from './report-learner';
import { drawNeighbourhood } from './report-neighbourhood';
import { drawAchievements, drawBusinessCard, drawFooters, drawHeader, drawModules, drawTiles } from './report-sections';

export interface ReportInput {
  businessName: string;
  businessType: string;
  /** Where the business is, in words: the report shows no coordinates. */
  address: ReportAddress;
  /** The ally's name: the report is the ally's document and names no one else. */
  organisation: string;
  generatedAt: Date;
  /** The ally's logo and colours. */
  brand: BrandAssets;
  /** What the learner completed; left out for an unknown user. */
  learner?: LearnerRecord | null;
}

/**
 * A document a business owner keeps: the ally's logo and colours, their business, what they
 * completed (lessons, modules, achievements), and a guide to walking its neighbourhood.
 * Built in memory; `compress: false` keeps the text searchable for tests.
 */
export function businessReportPdf(input: ReportInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { brand } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `Reporte: ${input.businessName}`,
      Author: input.organisation,
      Subject: 'Reporte de negocio y de aprendizaje',
    },
    lang: 'es-MX',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, brand, input.organisation, input.generatedAt);
  drawBusinessCard(doc, brand, input);
  if (input.learner) {
    drawTiles(doc, brand, input.learner);
    drawModules(doc, brand, input.learner);
    drawAchievements(doc, brand, input.learner);
  }
  drawNeighbourhood(doc, brand, { type: input.businessType, address: input.address });
  drawFooters(doc, brand, input.organisation);
  doc.end();
  return done;
}
