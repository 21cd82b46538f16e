import styled from 'styled-components';

/** A named part of the brand form (name and line, one mode's colours, the thresholds). */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

/** A group's sentence under its legend. */
export const GroupHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One mode's colours inside "Colores": named by a larger legend, not a frame inside a frame. */
export const ModeGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  > legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

/** Colours of one kind inside a mode (Principal, Texto y fondo, Estados): a legend and its fields, no frame of its own. */
export const TokenGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

/** Colour fields side by side where there is room, one under the other on a phone. */
export const TokenGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

/** The form from top to bottom: its notices, status, parts and buttons. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The contrast check and the preview: what changes as the colours do. */
export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/**
 * The form's fields disabled at once for an editor, who may read the brand but not change it (the
 * preview beside them stays usable). Its parts are the columns' own: it draws no box.
 */
export const ReadOnlyArea = styled.fieldset`
  display: contents;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  /* Read, not typed in: the boxes lose their fill and keep the values' own colour, readable as before. */
  &:disabled input {
    border-style: dashed;
    background: transparent;
    cursor: default;
  }
`;

/**
 * The form's parts one under the other, the contrast check and preview right after the colours on
 * a phone; from 64rem they stand beside every part, kept in sight while the colours scroll by.
 */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 24.5rem);
    align-items: start;

    > *,
    > ${ReadOnlyArea} > * {
      grid-column: 1;
    }

    > ${Aside} {
      grid-column: 2;
      grid-row: 1 / span 3;
      position: sticky;
      top: ${({ theme }) => theme.space.md};
    }
  }
`;
