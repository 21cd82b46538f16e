import { useSyncExternalStore } from 'react';
import { LessonPreview, type PreviewLesson, type PreviewPart } from '../editing/lesson-preview';
import type { DraftPartStore } from './draft-part-store';
import { partsWithDraft } from './draft-preview';

export interface DraftLessonPreviewProps {
  lesson: PreviewLesson;
  parts: readonly PreviewPart[];
  /** The part open in the editor, drawn as typed in place of its saved self. */
  draft: DraftPartStore;
}

/** The lesson's preview with the part being edited as it is now, before it is saved. */
export function DraftLessonPreview({ lesson, parts, draft }: DraftLessonPreviewProps) {
  const editing = useSyncExternalStore(draft.subscribe, draft.get, draft.get);
  return <LessonPreview lesson={lesson} parts={partsWithDraft(parts, editing)} />;
}
