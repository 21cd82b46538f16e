import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Notice = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What every page of a suspended ally shows, in the ally's own name and frame (staff suspended it). */
export function SuspendedSite({ allyName }: { allyName: string }) {
  const { t } = useTranslation('web');
  const title = t('suspended.title', { name: allyName });
  usePageTitle(title);
  return (
    <Notice>
      <h1>{title}</h1>
      <p>{t('suspended.text')}</p>
    </Notice>
  );
}
