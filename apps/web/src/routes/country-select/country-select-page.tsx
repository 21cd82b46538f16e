import { useGetCountriesQuery } from '@aula/api-client/catalogs';
import { readCountry, writeCountry } from '@aula/api-client/cookies';
import { allyRoot } from '@aula/contracts/site-paths';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { brandsOffering, isOfferedCountry } from '../../brands';
import { AllyChoice } from './ally-choice';
import { CountryHomepage } from './country-homepage';
import { CountryList } from './country-list';

/** The query parameter of the country whose allies are shown (`/?pais=co`); empty: the list of countries. */
export const COUNTRY_PARAM = 'pais';

/** Where a country's link leads: its one ally's landing, or its allies on this page. */
function countryHref(code: string): string {
  const [only, ...others] = brandsOffering(code);
  return only && others.length === 0
    ? allyRoot({ country: code, allyCode: only.config.allyCode })
    : `/?${COUNTRY_PARAM}=${encodeURIComponent(code)}`;
}

/**
 * `/`: the visitor picks a country, then (only if several offer it) an ally, beside the country's
 * home page. Every choice is a link, so it works before the app runs.
 */
export function CountrySelectPage() {
  const { t } = useTranslation('web');
  const query = useGetCountriesQuery();
  const [params] = useSearchParams();
  // The address says which country's allies to show; without it a returning visitor finds the
  // country they chose last time, with its allies.
  const chosen = params.has(COUNTRY_PARAM) ? params.get(COUNTRY_PARAM) || undefined : readCountry();
  // Only countries some brand of this build serves: a per-brand build lists that ally's countries.
  const countries = (query.data ?? []).filter((country) => isOfferedCountry(country.code));
  const chosenCountry = countries.find((country) => country.code === chosen);
  // Remembered once the app runs (a country opened by its link before the app is remembered by its ally's site).
  const chosenCode = chosenCountry?.code;
  useEffect(() => {
    if (chosenCode) writeCountry(chosenCode);
  }, [chosenCode]);

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
              <ButtonLink to={`/?${COUNTRY_PARAM}=`} $variant="ghost">
                {t('countries.otherCountry')}
              </ButtonLink>
            </p>
          </section>
        </>
      );
    }
    return <CountryList countries={countries} hrefOf={countryHref} onChoose={writeCountry} />;
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
