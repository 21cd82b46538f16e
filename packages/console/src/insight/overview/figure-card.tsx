import type { InsightChange } from '@aula/contracts/console-insight';
import styled from 'styled-components';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Label = styled.span`
  font-weight: 700;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Change = styled.span<{ $tone: 'up' | 'down' | 'none' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'up' ? theme.colors.success : $tone === 'down' ? theme.colors.danger : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One headline figure: its name, its value, and its change against the period before, in words. */
export function FigureCard({
  label,
  value,
  note,
  figure,
  changeText,
}: {
  label: string;
  value: string;
  note?: string;
  figure: InsightChange;
  changeText: string;
}) {
  const tone = figure.change === null || figure.change === 0 ? 'none' : figure.change > 0 ? 'up' : 'down';
  const arrow = tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : '';
  return (
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
      <Change $tone={tone}>
        <span aria-hidden="true">{arrow}</span>
        {changeText}
      </Change>
    </Card>
  );
}
