import type { PartDetail } from '@aula/contracts/lessons';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lessonsMessages } from '../messages';
import { PartProgressNote, playTime } from './part-progress-note';
import type { PartProgress } from './use-part-progress';

// Issue 38: a learner who played the video to its end was told only "Mira el video…", with no hint
// that 48 s of playing were still needed. The note now says how much is left, from the server's answer.
const video: PartDetail = {
  id: 21,
  title: 'Clase en video',
  kind: 'video',
  order: 1,
  duration_minutes: 0,
  completed: false,
  lesson_id: 7,
  body_html: '',
  media_url: '/media/demo/clase-demo.webm',
  captions_url: null,
  lesson_progress: 0,
  required_seconds: 16,
};

function progressLeft(seconds: number, failed = false): PartProgress {
  return {
    video: { onTimeUpdate: vi.fn(), onSeeked: vi.fn(), onPause: vi.fn(), onEnded: vi.fn() },
    remainingSeconds: seconds,
    reachedEnd: vi.fn(),
    downloaded: vi.fn(),
    saving: false,
    failed,
    retry: vi.fn(),
  };
}

const renderNote = (part: PartDetail, progress: PartProgress, language: 'es' | 'en' = 'es') =>
  renderWithProviders(<PartProgressNote part={part} progress={progress} />, { messages: [lessonsMessages], language });

describe('PartProgressNote: how much of the video is left', () => {
  it('says "Te faltan 12 s del video" while a video part does not count yet', () => {
    renderNote(video, progressLeft(12));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mira el video para completar esta parte. Te faltan 12 s del video.',
    );
  });

  it('speaks English: "12 s of the video left"', () => {
    renderNote(video, progressLeft(12), 'en');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Watch the video to complete this part. 12 s of the video left.',
    );
  });

  it('says nothing is left once the part counts, nor when the report failed', () => {
    const { unmount } = renderNote({ ...video, completed: true }, progressLeft(12));
    expect(screen.getByRole('status')).toHaveTextContent('Completaste esta parte.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Te faltan');
    unmount();
    renderNote(video, progressLeft(12, true));
    expect(screen.getByRole('status')).not.toHaveTextContent('Te faltan');
  });

  it('writes a long wait in minutes and seconds', () => {
    expect([playTime(48), playTime(60), playTime(125)]).toEqual(['48 s', '1 min', '2 min 5 s']);
  });
});
