import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';
import { renderUi } from './test/render';

describe('Skeleton', () => {
  it('is hidden from screen readers, which hear the loading status around it', () => {
    const { container } = renderUi(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('fills the line by default and takes the size asked', () => {
    const { container } = renderUi(
      <>
        <Skeleton />
        <Skeleton $width="50%" $height="9rem" />
      </>,
    );
    const [line, block] = Array.from(container.children);
    expect(line).toHaveStyle({ width: '100%', height: '1em' });
    expect(block).toHaveStyle({ width: '50%', height: '9rem' });
  });
});
