import { DocumentFrame } from '@aula/ui-kit/document-frame';
import styled from 'styled-components';

/**
 * A real screen in a document of its own, as on a phone (its own width, page colours, landmarks
 * and styles), re-rendered with the studio's every change so edits reach it at once.
 */
export const PreviewFrame = styled(DocumentFrame)`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
