import { useGetEducationLevelsQuery } from '@aula/api-client/catalogs';
import { useGetPersonalDataQuery } from '@aula/api-client/profile';
import { ErrorState } from '@aula/ui-kit/error-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../forms/form-layout';
import { FormSkeleton } from '../forms/form-skeleton';
import { PersonalForm } from './personal-form';

/** `/:country/:allyCode/seccion/perfil/datos-personales`: the learner's own details. */
export function PersonalDataScreen() {
  const { t } = useTranslation('profile');
  usePageTitle(t('personal.title'));
  const personal = useGetPersonalDataQuery();
  const levels = useGetEducationLevelsQuery();
  const failed = personal.isError || levels.isError;

  function body() {
    if (failed) {
      const retry = () => {
        if (personal.isError) personal.refetch();
        if (levels.isError) levels.refetch();
      };
      return (
        <ErrorState
          message={t('common.loadError')}
          onRetry={retry}
          retrying={personal.isFetching || levels.isFetching}
        />
      );
    }
    if (!personal.data || !levels.data) return <FormSkeleton label={t('common.loading')} fields={6} />;
    return <PersonalForm data={personal.data} educationLevels={levels.data} />;
  }

  return (
    <FormPage>
      <h1>{t('personal.title')}</h1>
      {body()}
    </FormPage>
  );
}
