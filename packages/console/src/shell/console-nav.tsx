import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { ChevronDown, ICON_SIZE, Menu } from '@aula/ui-kit/icons';
import { transition } from '@aula/ui-kit/motion';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import styled from 'styled-components';
import { consoleSectionsFor, currentSection, sectionPath } from './console-sections';

/** From this width the places show in a row; below it they fold behind one button (eleven took four rows of a phone). */
const UNFOLDED = '(min-width: 48rem)';

const Places = styled.nav`
  flex-basis: 100%;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  svg:last-child {
    margin-left: auto;
    ${transition(['transform'], 'fast')}
  }

  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }

  @media ${UNFOLDED} {
    display: none;
  }
`;

const List = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  @media ${UNFOLDED} {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    /* No gap: each place's own padding parts them, and the thirteen of an admin fit one row at 1280 px in Spanish. */
    gap: 0;
    margin: 0;
  }
`;

const Place = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${focusRing}

  &[aria-current='page'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }

  @media ${UNFOLDED} {
    /* Smaller and narrower than on a phone, so an admin's places fit one row at 1280 px. */
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Current = styled.span`
  font-weight: 700;
`;

/**
 * The console's places for the signed-in role, the current one marked on every page of it (a lesson
 * counts as the courses'); on a phone folded behind "Menú · <current place>", folded again on leaving.
 */
export function ConsoleNav({ role }: { role: string }) {
  const { t } = useTranslation('console', { keyPrefix: 'shell.nav' });
  const site = useAllySite();
  const { pathname } = useLocation();
  // Open on the address it was opened at: a place chosen from it folds it on the page it opens.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const listId = useId();
  const home = allyPath(site, 'console');
  const sections = consoleSectionsFor(role);
  const current = currentSection(site, sections, pathname);
  const atHome = matchPath({ path: home, end: true }, pathname) !== null;
  const here = current ? t(current.id) : atHome ? t('home') : null;

  return (
    <Places aria-label={t('label')}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <Menu size={ICON_SIZE.md} aria-hidden />
        <span>
          {t('menu')}
          {here && (
            <>
              {' · '}
              <Current>{here}</Current>
            </>
          )}
        </span>
        <ChevronDown size={ICON_SIZE.md} aria-hidden />
      </Toggle>
      <List id={listId} $open={open}>
        <li>
          <Place to={home} aria-current={atHome ? 'page' : undefined}>
            {t('home')}
          </Place>
        </li>
        {sections.map((section) => (
          <li key={section.id}>
            <Place to={sectionPath(site, section)} aria-current={section === current ? 'page' : undefined}>
              {t(section.id)}
            </Place>
          </li>
        ))}
      </List>
    </Places>
  );
}
