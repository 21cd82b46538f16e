import { DocumentFrame } from '@aula/ui-kit/document-frame';
import styled from 'styled-components';

/** A phone's width in CSS pixels (a common mid-size phone): the width learners mostly read at. */
export const PHONE_WIDTH = 390;

/**
 * Its children in a document of their own, phone-wide: the page's media queries see 390 px and
 * its colours and global styles stay inside (the same frame as the theme studio's), drawn as a phone.
 */
export const PreviewFrame = styled(DocumentFrame)`
  display: block;
  /* The phone's screen is 390 px wide; its border is drawn outside it. */
  box-sizing: content-box;
  width: ${PHONE_WIDTH}px;
  max-width: calc(100% - 16px);
  height: 44rem;
  border: 8px solid ${({ theme }) => theme.colors.text};
  border-radius: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
`;
