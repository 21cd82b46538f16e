import { css } from 'styled-components';

/**
 * The product's motion tokens: short, calm transitions that confirm a touch rather than perform.
 * Brand themes set colours and shapes; motion is one feel across allies, like the icon set.
 */
export const motion = {
  duration: { fast: '120ms', base: '200ms', slow: '320ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
} as const;

/** A transition of the given properties that only runs for visitors who welcome motion. */
export function transition(properties: string[], duration: keyof typeof motion.duration = 'base') {
  const value = properties.map((property) => `${property} ${motion.duration[duration]} ${motion.easing.standard}`);
  return css`
    @media (prefers-reduced-motion: no-preference) {
      transition: ${value.join(', ')};
    }
  `;
}

/** Lifts a card a little under the pointer (never on touch, never with reduced motion). */
export const hoverLift = css`
  ${transition(['transform', 'box-shadow'])}

  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;
