import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { IssueRequest } from './issue';
import { issueDueCertificates } from './learner-certificates';

type Issuing = Pick<IssueRequest, 'serverSecret' | 'origin' | 'allyOrigin' | 'language'> & { now: Date };

/** How many learners one sweep issues for: the rest wait for the next (a start after a big import). */
const SWEEP_LEARNERS = 500;

/**
 * Issues the certificates learners earned but were not issued: a module completed by a path that
 * issues nothing itself (the demo seed, a module made certifying after learners finished it, a
 * completion whose issuing failed). Candidates come from the insight rollup (a certifying module
 * completed, no certificate), each checked again live by `issueDueCertificates`; issuing is once per
 * learner and module, so processes sweeping together issue nothing twice. Returns the learners swept.
 */
export async function issueEarnedCertificates(db: Database, issuing: Issuing): Promise<number> {
  const learners = rowsOf<{ user_id: number; ally_id: number; country: string }>(
    await db.execute(sql`
      select distinct mp.user_id, u.ally_id, c.code as country
      from insight_module_progress mp
      join lesson_modules m on m.id = mp.module_id and m.certifying
      join users u on u.id = mp.user_id
      join countries c on c.id = u.country_id
      where mp.completed_at is not null
        and not exists (select 1 from certificates cert where cert.user_id = mp.user_id and cert.module_id = mp.module_id)
      limit ${SWEEP_LEARNERS}`),
  );
  for (const learner of learners) {
    const scope = { userId: Number(learner.user_id), allyId: Number(learner.ally_id), countryCode: learner.country };
    await issueDueCertificates(db, scope, issuing);
  }
  return learners.length;
}
