import { type AllySite, allyPath } from '@aula/contracts/site-paths';
import { Card, CardBody } from '@aula/ui-kit/card';
import { CardTitleLink } from '@aula/ui-kit/card-title-link';
import { ChevronRight, ClipboardList, ICON_SIZE, KeyRound, Store, UserRound } from '@aula/ui-kit/icons';
import { hoverLift } from '@aula/ui-kit/motion';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CardLink = styled(CardTitleLink)`
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Block = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Row = styled(CardBody)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const PlaceIcon = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.primary};
`;

const Chevron = styled(ChevronRight)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LiftingCard = styled(Card)`
  ${hoverLift}
`;

const entries = [
  { route: 'personalData', title: 'home.personal', hint: 'home.personalHint', icon: UserRound },
  { route: 'businessData', title: 'home.business', hint: 'home.businessHint', icon: Store },
  { route: 'businessSurvey', title: 'home.survey', hint: 'home.surveyHint', icon: ClipboardList },
  // The account screen lives in @aula/auth; a link is all this package knows of it.
  { route: 'accountSettings', title: 'home.account', hint: 'home.accountHint', icon: KeyRound },
] as const;

/** The profile screens and the account's as cards; on the profile page and in the settings. */
export function ProfileLinks({ site, headingLevel = 2 }: { site: AllySite; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('profile');
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.route}>
          <LiftingCard>
            <Row>
              <PlaceIcon>
                <entry.icon size={ICON_SIZE.lg} />
              </PlaceIcon>
              <div>
                <Title as={`h${headingLevel}`}>
                  <CardLink to={allyPath(site, entry.route)}>{t(entry.title)}</CardLink>
                </Title>
                <Hint>{t(entry.hint)}</Hint>
              </div>
              <Chevron size={ICON_SIZE.md} />
            </Row>
          </LiftingCard>
        </li>
      ))}
    </List>
  );
}

/** The settings' "your account" block: the profile screens of the ally the visitor was browsing. */
export function ProfileSettingsLinks({ site }: { site: AllySite }) {
  const { t } = useTranslation('profile');
  return (
    <Block aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title">{t('home.settingsTitle')}</h2>
      <ProfileLinks site={site} headingLevel={3} />
    </Block>
  );
}
