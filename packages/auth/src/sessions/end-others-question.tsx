import { Button } from '@aula/ui-kit/button';
import { FormName } from '@aula/ui-kit/forms/page-form';
import { ButtonLink } from '@aula/ui-kit/link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Notice } from '../shared/notice';
import { SESSION_FORMS } from './session-forms';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};

  form {
    margin: 0;
  }
`;

export interface EndOthersQuestionProps {
  busy: boolean;
  /** The app's own answer to "yes" once it runs; before, the form is posted to the page. */
  onConfirm: () => void;
}

/**
 * "¿Cerrar sesión en los demás dispositivos?" in the page, where the app asks in a dialog: what a
 * learner sees before the app runs (or without it) after tapping to end all the others. Cancelling
 * goes back to the page as it was.
 */
export function EndOthersQuestion({ busy, onConfirm }: EndOthersQuestionProps) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const titleId = useId();
  return (
    <Notice $tone="primary" role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('sessions.confirmTitle')}</h2>
      <p>{t('sessions.confirmText')}</p>
      <Actions>
        <ButtonLink to={pathname} replace $variant="ghost">
          {t('sessions.cancel')}
        </ButtonLink>
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <FormName name={SESSION_FORMS.others} />
          <Button type="submit" loading={busy}>
            {t('sessions.confirm')}
          </Button>
        </form>
      </Actions>
    </Notice>
  );
}
