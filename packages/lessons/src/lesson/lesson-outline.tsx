import type { PartListItem } from '@aula/contracts/lessons';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { Check as CheckIcon, ICON_SIZE } from '@aula/ui-kit/icons';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import styled, { css } from 'styled-components';
import { partHref } from '../shared/part-href';
import type { PlayerView } from '../shared/player-view';
import { partKindLine } from './part-kind-line';

const panel = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Bar = styled.details`
  ${panel}
  margin-bottom: ${({ theme }) => theme.space.md};

  & > summary {
    min-height: ${TOUCH_TARGET};
    display: flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space.md};
    font-weight: 700;
    cursor: pointer;
    ${focusRing}
  }
`;

const Column = styled.nav`
  ${panel}
  padding-bottom: ${({ theme }) => theme.space.sm};

  & > h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)<{ $current: boolean }>`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
  border-left: 4px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $current }) => ($current ? theme.colors.background : 'transparent')};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  ${focusRing}
`;

const Check = styled.span<{ $done: boolean }>`
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  font-weight: 700;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

interface OutlineProps {
  parts: PartListItem[];
  view: PlayerView;
  /** A bar that opens on phones; a column that stays open on desktop. */
  collapsible: boolean;
}

function Entries({ parts, view }: Omit<OutlineProps, 'collapsible'>) {
  const { t } = useTranslation('lessons');
  const entry = (key: string, to: To, current: boolean, title: string, meta: string, done?: boolean) => (
    <li key={key}>
      <Item to={to} $current={current} aria-current={current ? 'step' : undefined}>
        <Check $done={done ?? false} aria-hidden="true">
          {done === undefined ? '•' : done ? <CheckIcon size={ICON_SIZE.sm} strokeWidth={3} /> : '○'}
        </Check>
        <span>
          {title}
          {done && <VisuallyHidden> ({t('player.partDone')})</VisuallyHidden>}
          <Meta>{meta}</Meta>
        </span>
      </Item>
    </li>
  );
  return (
    <List>
      {entry('intro', partHref(null), view.kind === 'intro', t('introduction'), '')}
      {parts.map((part) =>
        entry(
          String(part.id),
          partHref(part.id),
          view.kind === 'part' && view.part.id === part.id,
          part.title,
          partKindLine(t, part),
          part.completed,
        ),
      )}
      {entry('end', partHref('end'), view.kind === 'end', t('player.end'), '')}
    </List>
  );
}

/** The lesson's contents, marking finished parts and where the learner is. */
export function LessonOutline({ parts, view, collapsible }: OutlineProps) {
  const { t } = useTranslation('lessons');
  const done = parts.filter((part) => part.completed).length;
  if (collapsible) {
    return (
      <Bar>
        <summary>{t('player.outlineSummary', { done, count: parts.length })}</summary>
        <Entries parts={parts} view={view} />
      </Bar>
    );
  }
  return (
    <Column aria-label={t('player.outline')}>
      <h2>{t('player.outlineSummary', { done, count: parts.length })}</h2>
      <Entries parts={parts} view={view} />
    </Column>
  );
}
