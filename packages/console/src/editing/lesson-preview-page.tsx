import type { LessonDetail, PartDetail } from '@aula/contracts/lessons';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { BookOpen, Clock } from '@aula/ui-kit/icons';
import { ButtonAnchor } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type PreviewCheck, PreviewCheckQuestions } from './preview-check';
import { PreviewRichText } from './preview-rich-text';

/** The lesson being edited, in the learner API's words (h5 maps its draft to these fields). */
export type PreviewLesson = Pick<LessonDetail, 'title' | 'introduction' | 'cover_image_url'> & {
  /** The formatted introduction, when it has one; else `introduction` is shown as plain text. */
  introduction_html?: string | null;
};

export type { PreviewCheck } from './preview-check';

/** One part of the draft, in the learner API's words, in the order learners meet them. */
export type PreviewPart = Pick<PartDetail, 'id' | 'title' | 'kind' | 'duration_minutes' | 'body_html' | 'media_url'> &
  Partial<Pick<PartDetail, 'captions_url'>> & { check?: PreviewCheck | null };

const Cover = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > * {
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Part = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Kind = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
`;

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
`;

const Missing = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

function PartBody({ part }: { part: PreviewPart }) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.preview' });
  if (part.kind === 'check') {
    if (!part.check?.questions.length) return <Missing>{t('noQuestions')}</Missing>;
    return <PreviewCheckQuestions partId={part.id} check={part.check} />;
  }
  if (part.kind !== 'reading' && !part.media_url) return <Missing>{t('noMedia')}</Missing>;
  return (
    <>
      {part.kind === 'video' && part.media_url && (
        <Video controls preload="metadata" playsInline src={part.media_url}>
          {part.captions_url && <track kind="captions" src={part.captions_url} label={t('captions')} default />}
        </Video>
      )}
      {part.body_html && <PreviewRichText html={part.body_html} />}
      {part.kind === 'download' && part.media_url && (
        <p>
          <ButtonAnchor href={part.media_url} download>
            {t('download', { title: part.title })}
          </ButtonAnchor>
        </p>
      )}
    </>
  );
}

/**
 * The draft lesson as one page: cover, title, length, introduction, then every part in order.
 * Drawn with the ui-kit pieces the lesson player is made of (the console may not import the
 * player's package), one part under another so the whole lesson can be read in one scroll.
 */
export function LessonPreviewPage({ lesson, parts }: { lesson: PreviewLesson; parts: readonly PreviewPart[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'editing.preview' });
  const minutes = parts.reduce((sum, part) => sum + part.duration_minutes, 0);
  return (
    <Page>
      <header>
        <Cover>
          <CoverImage src={lesson.cover_image_url} icon={BookOpen} priority />
        </Cover>
        <h1>{lesson.title}</h1>
        <Meta>
          <Clock size={16} aria-hidden="true" />
          {t('minutes', { count: minutes })}
        </Meta>
      </header>
      <section aria-labelledby="preview-introduction">
        <h2 id="preview-introduction">{t('introduction')}</h2>
        {lesson.introduction_html ? <PreviewRichText html={lesson.introduction_html} /> : <p>{lesson.introduction}</p>}
      </section>
      {parts.map((part, index) => (
        <Part key={part.id} aria-labelledby={`preview-part-${part.id}`}>
          <Kind>{t(`kind.${part.kind}`)}</Kind>
          <h2 id={`preview-part-${part.id}`}>{`${index + 1}. ${part.title}`}</h2>
          <PartBody part={part} />
        </Part>
      ))}
    </Page>
  );
}
