import { whatsappChatLink } from '@aula/contracts/chat-links';
import { TextAnchor } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Line = styled.p`
  margin-block: ${({ theme }) => theme.space.lg};
`;

/**
 * Where the ally has a WhatsApp number, the landing says lessons can be taken there too: a plain
 * wa.me link (works before the app starts). The chat greets a learner it knows and asks anyone
 * else to register first (services/chat-learning).
 */
export function LandingWhatsApp({ number }: { number: string | undefined }) {
  const { t } = useTranslation('web');
  if (!number) return null;
  return (
    <Line>
      {t('landing.whatsappText')}{' '}
      <TextAnchor href={whatsappChatLink(number, t('landing.whatsappHello'))}>{t('landing.whatsappLink')}</TextAnchor>
    </Line>
  );
}
