import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

/** The search parameter of a form's address after a save the server answered: the form says it was saved. */
export const SAVED_PARAM = 'guardado';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * "Saved", said where the form is after a post the server saved (the app had not started): the
 * app says it with an alert, which a page round trip does not keep. Not over a form sent back refused.
 */
export function ServerSavedNote({ refused }: { refused: boolean }) {
  const { t } = useTranslation('profile');
  const [searchParams] = useSearchParams();
  if (refused || !searchParams.has(SAVED_PARAM)) return null;
  return (
    <Note role="status" data-without-app="">
      {t('common.saved')}
    </Note>
  );
}
