import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFocusOnMount } from './use-focus-on-mount';

function Step() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 {...heading} tabIndex={-1}>
      Paso dos
    </h2>
  );
}

describe('useFocusOnMount', () => {
  it('focuses the step when the app draws it in place of another', () => {
    render(<Step />);
    expect(screen.getByRole('heading', { name: 'Paso dos' })).toHaveFocus();
  });

  it('marks the step autofocus when the server draws it (the answer to a form posted before the app ran)', () => {
    expect(renderToString(<Step />)).toMatch(/<h2 autofocus="" tabindex="-1">Paso dos<\/h2>/);
  });
});
