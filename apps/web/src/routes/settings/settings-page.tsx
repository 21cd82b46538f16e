import { readAllyCode, readCountry } from '@aula/api-client/cookies';
import type { ColorMode } from '@aula/brand/theme';
import { type AllySite, allyRoot, siteRoutes } from '@aula/contracts/site-paths';
import { ProfileSettingsLinks } from '@aula/profile/profile-links';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { ChoiceLabel } from '@aula/ui-kit/choice-label';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { ArrowLeft, ICON_SIZE } from '@aula/ui-kit/icons';
import { type Language, languages } from '@aula/ui-kit/languages';
import { Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { findBrand } from '../../brands';
import { browserAsksToSaveData, markDataSaver } from '../../data-saver';
import { tellDataSaver } from '../../offline/register-worker';
import { usePreferences } from '../../preferences-context';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Legend = styled.legend`
  font-weight: 700;
`;

// The way back sits at the top, as on the lesson screen: this page has no ally header of its own.
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${TOUCH_TARGET};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Each language is named in itself, so someone who cannot read the current one still finds theirs.
const languageNames: Record<Language, string> = { es: 'Español', en: 'English' };
const colorModes: ColorMode[] = ['light', 'dark'];

/** The ally the visitor was browsing (from the cookies), if this build has it and it offers the country. */
function lastAllySite(): AllySite | undefined {
  const country = readCountry();
  const brand = findBrand(readAllyCode());
  return country && brand?.config.countries.includes(country)
    ? { country, allyCode: brand.config.allyCode }
    : undefined;
}

/** Back to the ally the visitor was browsing, if any; otherwise to the country choice. */
function homePath(): string {
  const site = lastAllySite();
  return site ? allyRoot(site) : siteRoutes.countrySelect;
}

/** `/settings`: language, light/dark appearance and data saver, remembered on this device. */
export function SettingsPage() {
  const { t } = useTranslation('web');
  const { t: tOffline } = useTranslation('offline');
  const { language, colorMode, dataSaver, setLanguage, setColorMode, setDataSaver } = usePreferences();
  const alerts = useAlerts();
  async function chooseLanguage(code: Language) {
    if (!(await setLanguage(code))) alerts.show({ tone: 'error', message: t('settings.languageFailed') });
  }
  function chooseDataSaver(on: boolean) {
    setDataSaver(on);
    markDataSaver(on || browserAsksToSaveData());
    tellDataSaver(on || browserAsksToSaveData());
  }
  usePageTitle(t('settings.title'));
  const site = lastAllySite();
  return (
    <Page>
      <Back to={homePath()}>
        <ArrowLeft size={ICON_SIZE.md} />
        {t('settings.back')}
      </Back>
      <h1>{t('settings.title')}</h1>
      <Group>
        <Legend>{t('settings.language')}</Legend>
        {languages.map((code) => (
          <ChoiceLabel key={code} lang={code}>
            <input
              type="radio"
              name="language"
              checked={language === code}
              onChange={() => void chooseLanguage(code)}
            />
            {languageNames[code]}
          </ChoiceLabel>
        ))}
      </Group>
      <Group>
        <Legend>{t('settings.appearance')}</Legend>
        {colorModes.map((mode) => (
          <ChoiceLabel key={mode}>
            <input type="radio" name="color-mode" checked={colorMode === mode} onChange={() => setColorMode(mode)} />
            {t(`settings.${mode}`)}
          </ChoiceLabel>
        ))}
      </Group>
      <Group>
        <Legend>{tOffline('dataSaver')}</Legend>
        <ChoiceLabel>
          <input
            type="checkbox"
            name="data-saver"
            checked={dataSaver}
            aria-describedby="data-saver-hint"
            onChange={(event) => chooseDataSaver(event.target.checked)}
          />
          {tOffline('dataSaverChoice')}
        </ChoiceLabel>
        <Hint id="data-saver-hint">{tOffline('dataSaverHint')}</Hint>
      </Group>
      {site && <ProfileSettingsLinks site={site} />}
    </Page>
  );
}
