import { NavLink } from 'react-router';
import styled from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';
import { ICON_SIZE, type LucideIcon } from './icons';
import { transition } from './motion';

/** Below this width the places sit in a bar at the bottom of the screen, under the thumb. */
export const BOTTOM_BAR_QUERY = '(max-width: 47.99rem)';
/** The bar's height without the phone's safe area: what the page keeps free below its content. */
export const BOTTOM_BAR_HEIGHT = '4rem';

const Bar = styled.nav`
  @media ${BOTTOM_BAR_QUERY} {
    position: fixed;
    inset: auto 0 0;
    z-index: 20;
    padding-bottom: env(safe-area-inset-bottom, 0);
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -2px 12px rgba(0, 0, 0, ${({ theme }) => (theme.mode === 'dark' ? 0.4 : 0.06)});
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${BOTTOM_BAR_QUERY} {
    justify-content: space-around;
    gap: 0;
    height: ${BOTTOM_BAR_HEIGHT};
  }
`;

const Item = styled.li`
  display: flex;

  @media ${BOTTOM_BAR_QUERY} {
    flex: 1 1 0;
    min-width: 0;
  }
`;

const Place = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  ${transition(['color', 'background-color'], 'fast')}
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.05)')};
  }

  @media ${BOTTOM_BAR_QUERY} {
    flex: 1;
    /* As narrow as its fifth of the bar: a long label is cut by its ellipsis, never printed over the next. */
    min-width: 0;
    flex-direction: column;
    justify-content: center;
    gap: 2px;
    padding: ${({ theme }) => theme.space.xs} 2px;
    /* 12 px, down to 11 px on a 320 px phone, where a fifth of the bar is 64 px. */
    font-size: clamp(0.6875rem, 3.5vw, 0.75rem);
    line-height: 1.1;
    border-radius: 0;

    &[aria-current='page'] {
      background: none;
    }

    /* The current place also carries a bar, so it does not rest on colour alone. */
    &[aria-current='page']::before {
      content: '';
      position: absolute;
      top: 0;
      left: 25%;
      right: 25%;
      height: 3px;
      border-radius: 0 0 3px 3px;
      background: currentColor;
    }
  }
`;

const Label = styled.span`
  overflow: hidden;
  max-width: 100%;
  text-overflow: ellipsis;
`;

export interface NavPlace {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Marked current only on its own address, not on the pages below it (the home). */
  end?: boolean;
}

export interface SiteNavProps {
  /** The landmark's name ("Secciones"), so screen readers tell it from other navigation. */
  label: string;
  places: NavPlace[];
}

/**
 * The learner's places: a bar under the thumb on phones, a row in the header on wider screens.
 * One landmark either way; the current place is marked with aria-current and not by colour alone.
 */
export function SiteNav({ label, places }: SiteNavProps) {
  return (
    <Bar aria-label={label}>
      <List>
        {places.map(({ to, label: name, icon: Icon, end }) => (
          <Item key={to}>
            <Place to={to} end={end}>
              <Icon size={ICON_SIZE.lg} strokeWidth={2} />
              <Label>{name}</Label>
            </Place>
          </Item>
        ))}
      </List>
    </Bar>
  );
}
