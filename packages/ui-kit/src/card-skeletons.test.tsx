import { describe, expect, it } from 'vitest';
import { LessonCardSkeleton, MediaCardSkeleton } from './card-skeletons';
import { renderUi } from './test/render';

describe('card skeletons', () => {
  it('are hidden from screen readers, which hear the list’s status instead', () => {
    const { container } = renderUi(
      <>
        <MediaCardSkeleton />
        <LessonCardSkeleton />
      </>,
    );
    for (const card of container.querySelectorAll('[data-skeleton]')) {
      expect(card).toHaveAttribute('aria-hidden', 'true');
    }
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(2);
  });

  it('draw as many lines as the content has (bad input: none asked still keeps the title)', () => {
    const three = renderUi(<MediaCardSkeleton lines={3} />);
    // The cover and three lines.
    expect(three.container.querySelectorAll('[data-skeleton] [aria-hidden="true"]')).toHaveLength(4);
    three.unmount();
    const none = renderUi(<MediaCardSkeleton lines={0} />);
    expect(none.container.querySelectorAll('[data-skeleton] [aria-hidden="true"]')).toHaveLength(2);
  });
});
