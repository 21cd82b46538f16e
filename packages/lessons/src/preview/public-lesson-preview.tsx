import type { LessonPreview } from '@aula/contracts/lessons';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { ArrowRight, BookOpen, ICON_SIZE, Layers } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { captionText, displayText, leadText } from '@aula/ui-kit/type-scale';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// On a phone the cover leads (it is what the shared link showed); on a wide screen it sits beside
// the words, so the call to sign up stays in the first screen either way.
const Layout = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (min-width: 48rem) {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.lg};
  }
`;

const Words = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Module = styled.p`
  ${captionText}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: 700;
`;

const Title = styled.h1`
  ${displayText}
  margin: 0;
  overflow-wrap: anywhere;
`;

const Summary = styled.p`
  ${leadText}
  margin: 0;
`;

const Introduction = styled.p`
  margin: 0;
`;

// What is behind the sign-up, said before the buttons: a band in the brand's tint.
const Invitation = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.surface});

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 auto;
  }
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (max-width: 47.99rem) {
    order: -1;
  }
`;

export interface PublicLessonPreviewProps {
  lesson: LessonPreview;
  /** The ally's name, as its learners know it. */
  allyName: string;
  /** Registration and sign-in, each coming back to this lesson. */
  registerPath: string;
  loginPath: string;
}

/** A lesson as a signed-out visitor sees it: what it is about, and the way in to watch it. */
export function PublicLessonPreview({ lesson, allyName, registerPath, loginPath }: PublicLessonPreviewProps) {
  const { t } = useTranslation('lessons');
  const content = useContentLang();
  return (
    <Layout aria-labelledby="lesson-preview-title">
      <Words>
        <Module>
          <Layers size={ICON_SIZE.sm} />
          <span>
            {t('moduleLabel')} <span {...content}>{lesson.module.title}</span>
          </span>
        </Module>
        <Title id="lesson-preview-title" {...content}>
          {lesson.title}
        </Title>
        <Summary {...content}>{lesson.summary}</Summary>
        <Introduction {...content}>{lesson.introduction}</Introduction>
        <Invitation aria-label={t('preview.invitationLabel')}>
          <p>{t('preview.invitation', { name: allyName })}</p>
          <Actions>
            <ButtonLink to={registerPath}>
              {t('preview.register')}
              <ArrowRight size={ICON_SIZE.md} />
            </ButtonLink>
            <ButtonLink to={loginPath} $variant="ghost">
              {t('preview.signIn')}
            </ButtonLink>
          </Actions>
        </Invitation>
      </Words>
      <Picture>
        <CoverImage src={lesson.cover_image_url} icon={BookOpen} priority />
      </Picture>
    </Layout>
  );
}
