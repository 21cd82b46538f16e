import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Said when a heart went back: the change did not reach the server. */
export function FavoritesFailed() {
  const { t } = useTranslation('lessons');
  return <Message role="alert">{t('favorites.failed')}</Message>;
}
