import { HARDEST_MIN_ANSWERS, type HardestQuestion } from '@aula/contracts/console-check-results';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QuestionLines } from './question-lines';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    max-width: 48rem;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The period's questions with the lowest share answered right (those with enough answers), lowest first. */
export function HardestQuestions({ hardest }: { hardest: HardestQuestion[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.checks' });
  const contentLang = useContentLang();
  const heading = useId();
  return (
    <Section aria-labelledby={heading}>
      <h2 id={heading}>{t('hardestTitle')}</h2>
      {hardest.length === 0 ? (
        <p>{t('hardestEmpty', { min: HARDEST_MIN_ANSWERS })}</p>
      ) : (
        <>
          <p>{t('hardestIntro', { min: HARDEST_MIN_ANSWERS })}</p>
          <List>
            {hardest.map((question) => (
              <Item key={`${question.partId}-${question.questionId}`}>
                <strong {...contentLang}>{question.prompt}</strong>
                <Muted>{t('checkInLesson', { check: question.checkTitle, lesson: question.lessonTitle })}</Muted>
                <QuestionLines question={question} />
              </Item>
            ))}
          </List>
        </>
      )}
    </Section>
  );
}
