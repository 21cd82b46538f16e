import { MediaCardSkeleton } from '@aula/ui-kit/card-skeletons';
import { CardGrid } from '@aula/ui-kit/page';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';

/** Cards in the shape of the list while it loads (no jump when it arrives). */
export function PostCardSkeletons({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <MediaCardSkeleton />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}
