import { focusRing } from '@aula/ui-kit/focus-ring';
import styled from 'styled-components';

// The WhatsApp preview's look in the console's own tokens (light or dark as the console is): a
// phone-wide column of bubbles, media as labelled cards, reply buttons and list rows as chips.

/** A phone's width at most, the whole width of a 320 px screen at least. */
export const Phone = styled.div`
  width: 100%;
  max-width: 26rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

export const MessageList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One message the chat sends, on the left as the other side of the conversation. */
export const Bubble = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 90%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  border-start-start-radius: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A message's words, its line breaks kept as the chat sends them. */
export const BubbleText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.45;
`;

export const Picture = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  figcaption {
    white-space: pre-wrap;
  }
`;

/** A video or a file the learner opens from the chat: what it is, its words and its link. */
export const MediaCard = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const MediaText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  white-space: pre-wrap;
`;

export const MediaKind = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An address out of the console (a file, a video): underlined, never colour alone. */
export const OutLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

/** Reply buttons or a list's rows: words the learner taps in WhatsApp, here only shown. */
export const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Chip = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-align: center;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

/** The list's own button, which opens its rows in WhatsApp. */
export const ListOpener = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space.xs};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;
