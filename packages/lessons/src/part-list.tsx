import type { PartSummary } from '@aula/contracts/lessons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Icon = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  fill: ${({ theme }) => theme.colors.primary};
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Simple 24x24 glyphs: a play triangle, a page, an arrow into a tray.
const iconPaths: Record<PartSummary['kind'], string> = {
  video: 'M8 5v14l11-7z',
  reading: 'M6 2h9l5 5v15H6zM14 3v5h5M9 12h8v1.5H9zm0 4h8v1.5H9z',
  download: 'M11 3h2v9l3.5-3.5 1.4 1.4L12 15.8 6.1 9.9l1.4-1.4L11 12zM4 18h16v2H4z',
};

/** The parts of a lesson in order, each with its kind said in words (the icon is decoration). */
export function PartList({ parts }: { parts: PartSummary[] }) {
  const { t } = useTranslation('lessons');
  const ordered = [...parts].sort((a, b) => a.order - b.order);
  return (
    <List>
      {ordered.map((part) => (
        <Item key={part.id}>
          <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={iconPaths[part.kind]} />
          </Icon>
          <span>
            {part.title}
            <Meta>
              {t(`kind.${part.kind}`)} · {t('partMinutes', { count: part.duration_minutes })}
            </Meta>
          </span>
        </Item>
      ))}
    </List>
  );
}
