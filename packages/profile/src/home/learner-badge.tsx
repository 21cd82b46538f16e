import { type AllySite, allyPath } from '@aula/contracts/site-paths';
import { Avatar } from '@aula/ui-kit/avatar';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { useLearnerName } from './use-learner-name';

const Badge = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  ${focusRing}
`;

// On a phone the header has room for the avatar only; the name shows from tablets up.
const Name = styled.span`
  display: none;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (min-width: 40rem) {
    display: inline;
  }
`;

/** The header's "who is signed in": avatar and first name, a link to the profile. Nothing when anonymous. */
export function LearnerBadge({ site }: { site: AllySite }) {
  const { t } = useTranslation('profile');
  const name = useLearnerName();
  if (!name) return null;
  const first = name.split(' ')[0] ?? name;
  return (
    // Named by its (hidden) text, "Tu perfil: María", which holds the name shown beside the avatar.
    <Badge to={allyPath(site, 'profile')}>
      <Avatar name={name} size="sm" decorative />
      <VisuallyHidden>{t('badge.label', { name: first })}</VisuallyHidden>
      <Name aria-hidden="true">{first}</Name>
    </Badge>
  );
}
