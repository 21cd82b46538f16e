import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckIcon, NetworkIcon } from './share-icons';
import { SHARE_NETWORKS } from './share-links';

describe('share icons', () => {
  it.each(SHARE_NETWORKS)('draws a mark for %s that screen readers skip (the button says the name)', (network) => {
    const { container } = render(<NetworkIcon network={network} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });

  it('draws a monogram for a network with no drawn mark, and a drawing for the others', () => {
    const { container: facebook } = render(<NetworkIcon network="facebook" />);
    expect(facebook.querySelector('text')).toHaveTextContent('f');
    const { container: email } = render(<NetworkIcon network="email" />);
    expect(email.querySelector('text')).toBeNull();
  });

  it('draws the copied check', () => {
    const { container } = render(<CheckIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'check');
  });
});
