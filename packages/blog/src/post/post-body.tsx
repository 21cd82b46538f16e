import { useDataSaver } from '@aula/ui-kit/data-saver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sanitizePostHtml } from './sanitize';

// Rich text from the editor: readable line length and spacing, images that fit a phone.
const Body = styled.div`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;

  h2,
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    line-height: 1.3;
  }

  p,
  ul,
  ol,
  blockquote {
    margin-block: 0 ${({ theme }) => theme.space.md};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  /* An image spared by data saver: a box where it would be, opened on a tap. */
  a[data-image-link] {
    display: block;
    padding: ${({ theme }) => theme.space.md};
    margin-block: 0 ${({ theme }) => theme.space.md};
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  blockquote {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The post's HTML, cleaned before it is put in the page (in the browser, and by the server
 * renderer); on data saver its images are links to open them, so none is downloaded unasked.
 */
export function PostBody({ html }: { html: string }) {
  const { t } = useTranslation('blog');
  const saveData = useDataSaver();
  const clean = useMemo(
    () =>
      sanitizePostHtml(
        html,
        saveData ? { imagesAsLinks: (alt) => t('imageLink', { alt, ...(alt ? { context: 'described' } : {}) }) } : {},
      ),
    [html, saveData, t],
  );
  // Safe to inject: sanitised by DOMPurify just above.
  return <Body lang="es" dangerouslySetInnerHTML={{ __html: clean }} />;
}
