import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Labels and boxes in grey while the saved data loads: the form does not jump when it arrives. */
export function FormSkeleton({ label, fields }: { label: string; fields: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: fields }, (_, index) => (
        <Field key={index}>
          <Skeleton $width="40%" />
          <Skeleton $height="2.75rem" />
        </Field>
      ))}
    </div>
  );
}
