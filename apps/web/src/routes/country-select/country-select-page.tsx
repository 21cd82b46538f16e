import { useGetCountriesQuery } from '@aula/api-client/catalogs';
import { readCountry, writeCountry } from '@aula/api-client/cookies';
import { allyRoot } from '@aula/contracts/site-paths';
import { Button } from '@aula/ui-kit/button';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brandsOffering, isOfferedCountry } from '../../brands';
import { AllyChoice } from './ally-choice';
import { CountryHomepage } from './country-homepage';
import { CountryList } from './country-list';

/**
 * `/`: the visitor picks a country, then (only if several offer it) an ally, beside the country's
 * home page.
 */
export function CountrySelectPage() {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const query = useGetCountriesQuery();
  // A returning visitor finds the country they chose last time, with its allies.
  const [chosen, setChosen] = useState<string | undefined>(readCountry);
  // Only countries some brand of this build serves: a per-brand build lists that ally's countries.
  const countries = (query.data ?? []).filter((country) => isOfferedCountry(country.code));
  const chosenCountry = countries.find((country) => country.code === chosen);

  function choose(code: string) {
    writeCountry(code);
    const [only, ...others] = brandsOffering(code);
    if (only && others.length === 0) navigate(allyRoot({ country: code, allyCode: only.config.allyCode }));
    else setChosen(code);
  }

  function body() {
    if (query.isLoading) return <LoadingState label={t('countries.loading')} />;
    if (query.isError) {
      return <ErrorState message={t('countries.error')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (countries.length === 0) return <EmptyState message={t('countries.empty')} />;
    if (chosenCountry) {
      return (
        <>
          <CountryHomepage country={chosenCountry.code} />
          <section aria-labelledby="allies-title">
            <h2 id="allies-title">{t('countries.alliesTitle', { country: chosenCountry.name })}</h2>
            <AllyChoice country={chosenCountry.code} allies={brandsOffering(chosenCountry.code)} />
            <p>
              <Button variant="ghost" onClick={() => setChosen(undefined)}>
                {t('countries.otherCountry')}
              </Button>
            </p>
          </section>
        </>
      );
    }
    return <CountryList countries={countries} onChoose={choose} />;
  }

  usePageTitle(t('countries.title'));
  return (
    <Page>
      <h1>{t('countries.title')}</h1>
      <p>{t('countries.intro')}</p>
      {body()}
      <p>
        <Link to="/settings">{t('header.settings')}</Link>
      </p>
    </Page>
  );
}
