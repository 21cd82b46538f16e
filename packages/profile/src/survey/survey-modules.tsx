import { useGetModulesQuery } from '@aula/api-client/modules';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Card, CardBody } from '@aula/ui-kit/card';
import { CardTitleLink } from '@aula/ui-kit/card-title-link';
import { Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SurveyProgress } from './survey-progress';
import { modulesForAnswers } from './survey-topics';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
`;

const Why = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What to learn next: the ally's modules that teach what the learner answered below "always",
 * each opening its module; when none does, a way to every module.
 */
export function SurveyModules({ answers }: { answers: SurveyProgress['answers'] }) {
  const { t, i18n } = useTranslation('profile');
  const site = useAllySite();
  const modules = useGetModulesQuery();
  if (!modules.data) return null;
  const matches = modulesForAnswers(answers, modules.data);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });

  return (
    <Section aria-labelledby="survey-modules-title">
      <h2 id="survey-modules-title">{t('survey.modulesTitle')}</h2>
      {matches.length === 0 ? (
        <Text>{t('survey.noModules')}</Text>
      ) : (
        <List>
          {matches.map(({ module, questions }) => (
            <li key={module.id}>
              <Card>
                <CardBody>
                  <Title>
                    <CardTitleLink to={allyPath(site, 'module', { moduleId: module.id })}>{module.title}</CardTitleLink>
                  </Title>
                  <Text lang="es">{module.description}</Text>
                  <Why>
                    {t('survey.moduleHelps', {
                      topics: list.format(questions.map((question) => t(`survey.topics.${question}`))),
                    })}
                  </Why>
                </CardBody>
              </Card>
            </li>
          ))}
        </List>
      )}
      <Link to={allyPath(site, 'modules')}>{t('survey.allModules')}</Link>
    </Section>
  );
}
