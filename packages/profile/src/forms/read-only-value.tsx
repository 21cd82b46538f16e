import styled from 'styled-components';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};

  dl {
    margin: 0;
  }

  dt {
    font-weight: 700;
  }

  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A value the learner cannot change here, shown as text rather than as a box that looks editable. */
export function ReadOnlyValue({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Wrapper>
      <dl>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </dl>
      {hint && <Hint>{hint}</Hint>}
    </Wrapper>
  );
}
