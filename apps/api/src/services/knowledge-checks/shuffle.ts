import { createHash } from 'node:crypto';

/** Whose try a shuffle is for: the same learner, part and try always get the same order. */
export interface TryOf {
  learner: number;
  part: number;
  /** The try's number: the order changes from one try to the next. */
  attempt: number;
}

const rank = (of: TryOf, id: number) =>
  createHash('sha256').update(`${of.learner}:${of.part}:${of.attempt}:${id}`).digest('hex');

/**
 * The items (questions, or a question's options) in the order of one learner's try. Drawn from the
 * try rather than at random, so a reload, or a page drawn by the server and then by the app, shows
 * the order the learner was already reading; the next try shows another, so a place is not learnt
 * in place of an answer.
 */
export function shuffledFor<Item extends { id: number }>(items: readonly Item[], of: TryOf): Item[] {
  const ranks = new Map(items.map((item) => [item.id, rank(of, item.id)]));
  return [...items].sort((a, b) => ((ranks.get(a.id) ?? '') < (ranks.get(b.id) ?? '') ? -1 : 1));
}
