import styled from 'styled-components';

const Track = styled.div`
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
`;

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** A progress meter screen readers announce with its label and percentage. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill $percent={percent} />
    </Track>
  );
}
