import type { ConsoleCertificate } from '@aula/contracts/certificates';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates, lessonModules, users } from '../../db/schema';
import { pageOf } from './learner-certificates';

/** The ally's certificates as its admins list them, newest first; `id` narrows to one. */
export async function allyCertificates(db: Database, allyId: number, id?: string): Promise<ConsoleCertificate[]> {
  const filters: SQL[] = [eq(certificates.allyId, allyId)];
  if (id !== undefined) filters.push(eq(certificates.id, id));
  const rows = await db
    .select({
      id: certificates.id,
      learnerId: users.id,
      learnerName: users.name,
      moduleId: lessonModules.id,
      moduleTitle: lessonModules.title,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      revokedReason: certificates.revokedReason,
      credential: certificates.credential,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(lessonModules, eq(lessonModules.id, certificates.moduleId))
    .where(and(...filters))
    .orderBy(desc(certificates.issuedAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    learner: { id: row.learnerId, name: row.learnerName },
    module: { id: row.moduleId, title: row.moduleTitle },
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
    page_url: pageOf(row.credential),
  }));
}
