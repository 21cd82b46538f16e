import type { LearnerCertificate } from '@aula/contracts/certificates';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies, certificates, lessonModules } from '../../db/schema';
import type { LearnerScope } from '../../repositories/learner-lessons';
import { completedCertifyingModules } from './completed-modules';
import { type IssueRequest, issueCertificate } from './issue';
import { linkedInAddToProfileUrl } from './linkedin';
import { readUnverified } from './signed-credential';

type Issuing = Pick<IssueRequest, 'serverSecret' | 'origin' | 'allyOrigin' | 'language'> & { now: Date };

/**
 * Issues the learner's certificates for the certifying modules they have completed and that have
 * none yet, dated when the module was completed. Run when a part is done and when the learner opens
 * their list, so a completion from any path (the site, a queued write, a check) earns it.
 */
export async function issueDueCertificates(db: Database, learner: LearnerScope, issuing: Issuing, moduleId?: number) {
  const done = await completedCertifyingModules(db, learner, moduleId);
  for (const module of done) {
    await issueCertificate(db, {
      ...issuing,
      userId: learner.userId,
      moduleId: module.moduleId,
      now: module.completedAt,
    });
  }
}

/** The page a certificate names as its id (its QR code's address). */
export const pageOf = (credential: string) => String(readUnverified(credential)?.claims.jti ?? '');

/** The learner's certificates, newest first, issuing any that are due. */
export async function learnerCertificates(
  db: Database,
  learner: LearnerScope,
  issuing: Issuing,
): Promise<LearnerCertificate[]> {
  await issueDueCertificates(db, learner, issuing);
  const rows = await db
    .select({
      id: certificates.id,
      moduleId: lessonModules.id,
      moduleTitle: lessonModules.title,
      allyName: allies.name,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      credential: certificates.credential,
    })
    .from(certificates)
    .innerJoin(lessonModules, eq(lessonModules.id, certificates.moduleId))
    .innerJoin(allies, eq(allies.id, certificates.allyId))
    .where(and(eq(certificates.userId, learner.userId), eq(certificates.allyId, learner.allyId)))
    .orderBy(desc(certificates.issuedAt));
  return rows.map((row) => {
    const page = pageOf(row.credential);
    return {
      id: row.id,
      module: { id: row.moduleId, title: row.moduleTitle },
      issued_at: row.issuedAt.toISOString(),
      revoked_at: row.revokedAt?.toISOString() ?? null,
      page_url: page,
      linkedin_url: linkedInAddToProfileUrl({
        name: row.moduleTitle,
        organizationName: row.allyName,
        issuedAt: row.issuedAt,
        certUrl: page,
        certId: row.id,
      }),
    };
  });
}

/** One of the learner's own certificates (the file, the PDF); undefined for anyone else's. */
export async function ownCertificate(db: Database, learner: LearnerScope, id: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(eq(certificates.id, id), eq(certificates.userId, learner.userId), eq(certificates.allyId, learner.allyId)),
    );
  return row;
}
