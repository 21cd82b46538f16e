import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { Page } from '@aula/ui-kit/page';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NewLessonsSection } from './lesson-sections';

/** `/:country/:brand/seccion`: the signed-in learner's start page. */
export function SeccionHome() {
  const { t } = useTranslation('lessons');
  const { country = '', brand = '' } = useParams();
  const user = useAppSelector(selectSessionUser);
  return (
    <Page>
      <h1>{t('myLessons')}</h1>
      <p>{user ? t('greeting', { name: user.name.split(' ')[0] }) : t('greetingAnonymous')}</p>
      <NewLessonsSection country={country} allyCode={brand} />
    </Page>
  );
}
