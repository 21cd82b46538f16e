import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormLinks } from '../shared/form-links';
import { Notice } from '../shared/notice';

const Detail = styled.p`
  margin-top: ${({ theme }) => theme.space.xs} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Why a link is dead, as the screen knows it: the refusal's code, or `incomplete` (no token in the address). */
export type DeadLinkReason = 'incomplete' | (string & {});

/**
 * An expired, used or broken reset link: why, in the learner's language from the refusal's code
 * (never the server's English text), and a way to a new one.
 */
export function DeadLink({ reason }: { reason: DeadLinkReason }) {
  const { t } = useTranslation('auth');
  const site = useAllySite();
  return (
    <>
      <Notice role="alert" $tone="danger">
        <h2>{t('reset.deadTitle')}</h2>
        <p>{t('reset.deadText')}</p>
        {/* A code without words of its own (a server error) falls back to the plain 'why'. */}
        <Detail>{t('reset.why', { context: reason })}</Detail>
      </Notice>
      <ButtonLink to={allyPath(site, 'forgotPassword')} $block>
        {t('reset.askNew')}
      </ButtonLink>
      <FormLinks>
        <Link to={allyPath(site, 'login')}>{t('recovery.backToSignIn')}</Link>
      </FormLinks>
    </>
  );
}
