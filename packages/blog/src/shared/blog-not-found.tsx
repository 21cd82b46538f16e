import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ButtonLink } from '@aula/ui-kit/link';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** A post or page of the blog that does not exist: said plainly, with the way back. */
export function BlogNotFound({ kind }: { kind: 'post' | 'page' }) {
  const { t } = useTranslation('blog');
  const site = useAllySite();
  const title = t(kind === 'post' ? 'notFoundTitle' : 'pageNotFoundTitle');
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <EmptyState
        message={t(kind === 'post' ? 'notFound' : 'pageNotFound')}
        action={
          <Action>
            <ButtonLink to={allyPath(site, 'blog')}>{t('backToBlog')}</ButtonLink>
          </Action>
        }
      />
    </>
  );
}
