import type { PreviewPart } from '../editing/lesson-preview';
import type { PartFormValues } from './form-values';

/**
 * The part open in the editor as the preview draws it, from what is typed so far. A question or
 * option the server has not numbered yet gets a negative number, for the preview only: the check's
 * inputs are named and keyed by them.
 */
export function draftPreviewPart(values: PartFormValues, id: number): PreviewPart {
  let unnumbered = 0;
  const numbered = (saved: number | undefined) => saved ?? -++unnumbered;
  const withFile = values.kind === 'video' || values.kind === 'download';
  return {
    id,
    title: values.title,
    kind: values.kind,
    duration_minutes: Number(values.duration_minutes) || 0,
    body_html: values.kind === 'reading' ? values.body_html : '',
    media_url: withFile ? values.media_url.trim() || null : null,
    captions_url: values.kind === 'video' ? values.captions_url.trim() || null : null,
    check:
      values.kind === 'check'
        ? {
            questions: values.check.questions.map((question) => ({
              id: numbered(question.id),
              kind: question.kind,
              prompt: question.prompt,
              options: question.options.map((option) => ({ id: numbered(option.id), text: option.text })),
            })),
          }
        : null,
  };
}

/** The lesson's saved parts with the one being edited in its place (a new one at the end). */
export function partsWithDraft(parts: readonly PreviewPart[], draft: PreviewPart | null): readonly PreviewPart[] {
  if (!draft) return parts;
  return parts.some((part) => part.id === draft.id)
    ? parts.map((part) => (part.id === draft.id ? draft : part))
    : [...parts, draft];
}
