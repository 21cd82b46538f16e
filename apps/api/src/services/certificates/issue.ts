import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allies, certificates, countries, lessonModules, users } from '../../db/schema';
import { issuerAddresses, siteAddresses } from './addresses';
import { openBadgeCredential } from './credential';
import { signingKey } from './issuer-keys';
import { signCredential } from './signed-credential';
import { STATUS_LIST_BITS } from './status-list';

export type CertificateRow = typeof certificates.$inferSelect;

const CRITERIA = {
  es: 'Completó todas las lecciones del módulo y aprobó sus comprobaciones de lo aprendido.',
  en: 'Completed every lesson of the module and passed its knowledge checks.',
} as const;

export interface IssueRequest {
  userId: number;
  moduleId: number;
  now: Date;
  serverSecret: string;
  /** The site's origin, e.g. https://aprende.example: the credential's addresses start with it. */
  origin: string;
  /** An ally's own site (its host), which its certificates' addresses name instead of `origin`. */
  allyOrigin?: (allyCode: string) => string | undefined;
  language: keyof typeof CRITERIA;
}

async function existing(db: Database, userId: number, moduleId: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.moduleId, moduleId)));
  return row;
}

/** The learner, the module and its ally, as the credential names them. */
async function factsOf(db: Database, userId: number, moduleId: number) {
  const [row] = await db
    .select({
      learnerName: users.name,
      learnerAllyId: users.allyId,
      country: countries.code,
      allyId: allies.id,
      allyCode: allies.code,
      allyName: allies.name,
      moduleTitle: lessonModules.title,
      moduleDescription: lessonModules.description,
    })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .innerJoin(lessonModules, eq(lessonModules.id, moduleId))
    .innerJoin(allies, eq(allies.id, lessonModules.allyId))
    .where(eq(users.id, userId));
  if (!row || row.learnerAllyId !== row.allyId)
    throw new Error(`module ${moduleId} is not of learner ${userId}'s ally`);
  return row;
}

/**
 * The learner's certificate for a module: issued and signed the first time, the same one after
 * (a module completed again, two completions at once). The status index is drawn at random among
 * the ally's free ones.
 */
export async function issueCertificate(db: Database, request: IssueRequest): Promise<CertificateRow> {
  const { userId, moduleId, now } = request;
  const earlier = await existing(db, userId, moduleId);
  if (earlier) return earlier;
  const facts = await factsOf(db, userId, moduleId);
  const origin = request.allyOrigin?.(facts.allyCode) ?? request.origin;
  const issuer = issuerAddresses(origin, facts.allyCode);
  const site = siteAddresses(origin, { country: facts.country.toLowerCase(), allyCode: facts.allyCode });
  const key = await signingKey(db, facts.allyId, request.serverSecret);
  for (let tries = 0; tries < 5; tries += 1) {
    const id = randomUUID();
    const statusIndex = randomInt(STATUS_LIST_BITS);
    const credential = openBadgeCredential({
      pageUrl: site.certificatePage(id),
      issuer: { id: issuer.profile, name: facts.allyName, url: site.home },
      learnerName: facts.learnerName,
      achievement: {
        id: site.module(moduleId),
        name: facts.moduleTitle,
        description: facts.moduleDescription,
        criteria: CRITERIA[request.language],
      },
      issuedAt: now,
      status: { listUrl: issuer.statusList, index: statusIndex },
    });
    const [row] = await db
      .insert(certificates)
      .values({
        id,
        allyId: facts.allyId,
        userId,
        moduleId,
        issuedAt: now,
        credential: await signCredential(credential, key),
        statusIndex,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Either another completion issued it meanwhile, or the drawn index was taken: look, then draw again.
    const issuedMeanwhile = await existing(db, userId, moduleId);
    if (issuedMeanwhile) return issuedMeanwhile;
  }
  throw new Error(`could not find a free status index for ally ${facts.allyId}`);
}
