import type { FastifyInstance } from 'fastify';
import { allyBrandAssets } from '../../lib/brand-assets';
import { certificatePdf } from './certificate-pdf';
import type { CertificateRow } from './issue';
import { pageOf } from './learner-certificates';
import { verifyStoredCertificate } from './verify';

/**
 * A certificate's PDF, with the names its signed credential carries (the learner's name and the
 * module's title as issued, not as they read today); `fallback` only for a credential that no
 * longer verifies. Drawn for the learner's download and for the chat's document message.
 */
export async function certificateDocument(
  app: FastifyInstance,
  row: CertificateRow,
  fallback: { learnerName: string; allyCode: string },
  language: 'es' | 'en',
): Promise<Buffer> {
  const reading = await verifyStoredCertificate(app.db, row.id, app.ports.now());
  const name = reading && reading.state !== 'forged' ? reading.reading : null;
  return certificatePdf(
    {
      brand: await allyBrandAssets(app.db, app.mediaStorage, fallback.allyCode, name?.issuerName ?? fallback.allyCode),
      learnerName: name?.learnerName ?? fallback.learnerName,
      moduleTitle: name?.achievementName ?? '',
      issuedAt: row.issuedAt,
      pageUrl: pageOf(row.credential),
      certificateId: row.id,
      language,
    },
    { compress: app.config.nodeEnv !== 'test' },
  );
}
