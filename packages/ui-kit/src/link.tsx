import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';
import { type ButtonVariant, buttonStyles } from './button';
import { focusRing } from './focus-ring';

// A text link in the brand's colour, underlined so it never relies on colour alone.
const textLinkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

/** An in-app text link (client-side navigation). */
export const Link = styled(RouterLink)`
  ${textLinkStyles}
`;

/** A text link out of the app (another site, a chat app), drawn as the in-app ones. */
export const TextAnchor = styled.a`
  ${textLinkStyles}
`;

/** An in-app link that looks like a button: for calls to action that navigate. */
export const ButtonLink = styled(RouterLink)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

/** A link out of the app (a live session, a file to download) that looks like a button. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;
