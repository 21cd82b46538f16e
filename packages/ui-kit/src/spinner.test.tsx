import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';
import { renderUi } from './test/render';

describe('Spinner', () => {
  it('is only drawn, never read: whoever shows it announces the wait', () => {
    const { container } = renderUi(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('is 2rem by default and the text’s size when small, as inside a busy button', () => {
    const { container } = renderUi(
      <>
        <Spinner />
        <Spinner $size="sm" />
      </>,
    );
    const [medium, small] = Array.from(container.children);
    expect(medium).toHaveStyle({ width: '2rem', height: '2rem' });
    expect(small).toHaveStyle({ width: '1em', height: '1em' });
  });
});
