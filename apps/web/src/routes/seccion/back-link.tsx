import { type AllyRoute, allyPath, allyRoot, matchAllyRoute, parentRoute } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { ArrowLeft, ICON_SIZE } from '@aula/ui-kit/icons';
import { Link } from '@aula/ui-kit/link';
import { PAGE_WIDTH } from '@aula/ui-kit/page';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';

const Bar = styled.nav`
  width: 100%;
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};

  @media (min-width: 48rem) {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  }

  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${TOUCH_TARGET};
  }
`;

/** Places of the learner's navigation bar: from them the bar itself is the way around. */
const NAV_PLACES = new Set<AllyRoute>(['seccion', 'modules', 'favorites', 'achievements', 'profile']);

/**
 * Every learner screen below the places of the navigation bar links to the screen one level up,
 * worked out from the route table, so a new screen gets its way back without doing anything.
 */
export function BackLink() {
  const { t } = useTranslation('web');
  const site = useAllySite();
  const { pathname } = useLocation();
  const match = matchAllyRoute(pathname.slice(allyRoot(site).length));
  const parent = match && parentRoute(match.route);
  if (!match || !parent || parent === 'landing' || NAV_PLACES.has(match.route)) return null;
  // Parameters of the parent are a subset of the child's (its pattern is a prefix).
  const to = allyPath(site, parent, match.params as never);
  // Each place's words are a whole sentence ('Volver al logro'): no article glued to a name.
  const words = t(`backTo.${parent}`, { defaultValue: t('backTo.other') });
  return (
    <Bar aria-label={t('backTo.label')}>
      <Link to={to}>
        <ArrowLeft size={ICON_SIZE.md} />
        {words}
      </Link>
    </Bar>
  );
}
