import type { LessonModuleDetail } from '@aula/contracts/modules';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ButtonAnchor, Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';

/**
 * "Aprender por WhatsApp" (issue 42): a plain link the server draws, so it works before the app
 * starts; it opens the ally's chat with a message that starts this module. A learner who has not
 * accepted WhatsApp messages is told where to accept them (the chat answers no one without it).
 */
export function ModuleChatLink({
  chat,
  consentNote = true,
}: {
  chat: LessonModuleDetail['chat'] | undefined;
  /** Whether a learner who has not accepted WhatsApp messages is told where to (the module page does). */
  consentNote?: boolean;
}) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  if (!chat || (chat.link === null && !consentNote)) return null;
  if (chat.link === null) {
    return (
      <p>
        {t('module.chatConsent')} <Link to={allyPath(site, 'accountReminders')}>{t('module.chatConsentLink')}</Link>
      </p>
    );
  }
  return (
    <ButtonAnchor href={chat.link} $variant="secondary">
      {t('module.learnInChat')}
    </ButtonAnchor>
  );
}
