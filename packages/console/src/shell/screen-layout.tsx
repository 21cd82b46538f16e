import styled from 'styled-components';

/** A console screen's frame: its heading row (title and main action) above its content. */
export const ScreenHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A place of forms and lists (team, allies): its title, its words, then one section per part. */
export const PlaceTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const PlaceIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 44rem;
`;

export const PlaceSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * A table that scrolls sideways on a phone instead of squeezing its columns; a keyboard reaches the
 * scroll too (focusable, named by `aria-label`, outlined when focused).
 */
export const TableFrame = styled.div.attrs({ tabIndex: 0, role: 'region' })`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }

  td:first-child {
    white-space: normal;
    min-width: 12rem;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  tr:last-child td {
    border-bottom: none;
  }

  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A form's fields one under the other, its buttons in a row at the end. */
export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A short sentence among a form's fields (a published post's fixed address). */
export const FormNote = styled.p`
  margin: 0;
`;

/** The item's history under its editor, set apart from the form's buttons. */
export const HistoryBlock = styled.div`
  margin-block-start: ${({ theme }) => theme.space.xl};
`;
