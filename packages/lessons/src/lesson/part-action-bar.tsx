import type { PartListItem } from '@aula/contracts/lessons';
import { ButtonLink } from '@aula/ui-kit/link';
import { BOTTOM_BAR_HEIGHT, BOTTOM_BAR_QUERY } from '@aula/ui-kit/site-nav';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { partHref } from '../shared/part-href';
import { WIDE } from './use-wide-screen';

// Held at the bottom of the screen while the part scrolls under it (above the learner's bottom bar
// on a phone), and left at the end of the part once the learner reaches it: sticky, not fixed, so
// it never covers the outline or the footer and takes its place from the first draw.
// Pushes the bar to the foot of its part (a column at least a screen tall), a little apart from it.
const Gap = styled.div`
  flex: 1 0 auto;
  min-height: ${({ theme }) => theme.space.lg};
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 12px rgba(0, 0, 0, ${({ theme }) => (theme.mode === 'dark' ? 0.4 : 0.08)});

  @media ${BOTTOM_BAR_QUERY} {
    bottom: calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  }

  /* Beside the outline: a card of the column, floating a little above the screen's edge, the
     note and the links on one line. */
  @media ${WIDE} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    bottom: ${({ theme }) => theme.space.md};
    margin-inline: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Links = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  & > a {
    padding-inline: ${({ theme }) => theme.space.md};
  }

  /* On a phone the way on takes the room left, under the thumb; the way back keeps to its word. */
  & > a:last-child {
    flex: 1;
  }

  @media ${WIDE} {
    grid-column: 2;
  }
`;

export interface PartActionBarProps {
  /** Names the bar's links for a screen reader: the lesson's title. */
  label: string;
  previous?: PartListItem;
  next?: PartListItem;
  /** Whether the server counts the part as done: it only changes the words, never completes it. */
  done: boolean;
  /** What is left for the part to count (its progress note), once the part has loaded. */
  note?: ReactNode;
}

/**
 * The part's way on, always in reach: "Siguiente parte" while the part does not count yet (moving on
 * is allowed and completes nothing), "Continuar" once the server says it does, "Terminar la
 * lección" after the last one; "Anterior" back. Above them, what the part still needs.
 */
export function PartActionBar({ label, previous, next, done, note }: PartActionBarProps) {
  const { t } = useTranslation('lessons');
  const action = next ? t(done ? 'player.continue' : 'player.nextPart') : t('player.finish');
  return (
    <>
      <Gap aria-hidden="true" />
      <Bar data-testid="part-action-bar" data-state={done ? 'done' : 'pending'}>
        {note}
        <Links aria-label={label}>
          {previous && (
            <ButtonLink to={partHref(previous.id)} $variant="ghost">
              {t('player.previous')}
            </ButtonLink>
          )}
          <ButtonLink
            to={partHref(next ? next.id : 'end')}
            aria-label={next ? t('player.goTo', { action, title: next.title }) : undefined}
          >
            {action}
          </ButtonLink>
        </Links>
      </Bar>
    </>
  );
}
