import type { PartListItem } from '@aula/contracts/lessons';

/** What the player shows: the introduction, one part (and its place), or the close of the lesson. */
export type PlayerView = { kind: 'intro' } | { kind: 'end' } | { kind: 'part'; part: PartListItem; index: number };

/** `?parte=<id>` shows a part, `?parte=fin` the close of the lesson, nothing its introduction. */
export const PART_PARAM = 'parte';
export const END = 'fin';
