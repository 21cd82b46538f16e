import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

/**
 * A card's title as its link, stretched over the whole card: one big target for a thumb, one link
 * for screen readers. The card must be `position: relative` (ui-kit's Card is).
 */
export const CardTitleLink = styled(RouterLink)`
  color: inherit;
  text-decoration: none;
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
