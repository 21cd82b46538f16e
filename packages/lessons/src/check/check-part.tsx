import type { LearnerCheck } from '@aula/contracts/knowledge-checks';
import type { PartDetail, PartListItem } from '@aula/contracts/lessons';
import { CheckPartView } from './check-part-view';
import { useCheckAttempt } from './use-check-attempt';

/** A check part in the player: its questions, sent and graded by the server; passing completes the part. */
export function CheckPart({ part, check, parts }: { part: PartDetail; check: LearnerCheck; parts: PartListItem[] }) {
  const attempt = useCheckAttempt(part, check);
  return <CheckPartView check={check} partId={part.id} parts={parts} attempt={attempt} />;
}
