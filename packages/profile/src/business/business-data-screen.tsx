import {
  useGetAllCountriesQuery,
  useGetBusinessImprovementsQuery,
  useGetBusinessTypesQuery,
  useGetEmployeeNumbersQuery,
  useGetWeeklyIncomesQuery,
} from '@aula/api-client/catalogs';
import { useGetBusinessDataQuery } from '@aula/api-client/profile';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../forms/form-layout';
import { FormSkeleton } from '../forms/form-skeleton';
import { BusinessForm } from './business-form';

/** `/:country/:allyCode/seccion/perfil/negocio`: the learner's business, its address and its place on the map. */
export function BusinessDataScreen() {
  const { t } = useTranslation('profile');
  const { country } = useAllySite();
  usePageTitle(t('business.title'));
  const queries = {
    business: useGetBusinessDataQuery(),
    businessTypes: useGetBusinessTypesQuery(),
    employeeNumbers: useGetEmployeeNumbersQuery(),
    weeklyIncomes: useGetWeeklyIncomesQuery(),
    improvements: useGetBusinessImprovementsQuery(),
    // Every country, not only those an ally offers: a business may be elsewhere.
    countries: useGetAllCountriesQuery(),
  };
  const all = Object.values(queries);

  function body() {
    if (all.some((query) => query.isError)) {
      const retry = () => {
        for (const query of all) if (query.isError) query.refetch();
      };
      return (
        <ErrorState message={t('common.loadError')} onRetry={retry} retrying={all.some((query) => query.isFetching)} />
      );
    }
    const { business, businessTypes, employeeNumbers, weeklyIncomes, improvements, countries } = queries;
    if (
      !business.data ||
      !businessTypes.data ||
      !employeeNumbers.data ||
      !weeklyIncomes.data ||
      !improvements.data ||
      !countries.data
    ) {
      return <FormSkeleton label={t('common.loading')} fields={8} />;
    }
    return (
      <BusinessForm
        data={business.data}
        country={country}
        catalogs={{
          businessTypes: businessTypes.data,
          employeeNumbers: employeeNumbers.data,
          weeklyIncomes: weeklyIncomes.data,
          improvements: improvements.data,
          countries: countries.data,
        }}
      />
    );
  }

  return (
    <FormPage>
      <h1>{t('business.title')}</h1>
      {body()}
    </FormPage>
  );
}
