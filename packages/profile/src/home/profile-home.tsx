import { useAllySite } from '@aula/ui-kit/ally-site';
import { Avatar } from '@aula/ui-kit/avatar';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LearningCommunity } from './learning-community';
import { ProfileLinks } from './profile-links';
import { useLearnerName } from './use-learner-name';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `/:country/:allyCode/seccion/perfil`: who the learner is and the way to each profile screen. */
export function ProfileHome() {
  const { t } = useTranslation('profile');
  const site = useAllySite();
  const name = useLearnerName();
  usePageTitle(t('home.title'));
  return (
    <Page>
      <Who>
        {name ? <Avatar name={name} size="lg" decorative /> : <Skeleton $width="4rem" $height="4rem" />}
        <div>
          <h1>{t('home.title')}</h1>
          {name && <p>{name}</p>}
        </div>
      </Who>
      <Intro>{t('home.intro')}</Intro>
      <ProfileLinks site={site} />
      <LearningCommunity allyCode={site.allyCode} />
    </Page>
  );
}
