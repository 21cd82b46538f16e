import { useAppDispatch } from '@aula/api-client/hooks';
import { refreshLearnerData } from '@aula/api-client/learner-data-refresh';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { Badge } from '@aula/ui-kit/badge';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import styled from 'styled-components';
import { useOfflineAvailability } from './offline-availability';
import { useOnline } from './use-online';
import { OFFLINE_MESSAGES, type OfflineMessage } from './worker-messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:empty {
    display: none;
  }
`;

const LESSON_PATTERN = allyRoutePattern('lesson');

/**
 * The last word of the service worker about changes made offline. Once it has sent them, what they
 * changed is read again (a part done, a favourite, a check's try graded only now by the server).
 */
function useQueueNotice(): 'queued' | 'sent' | undefined {
  const [notice, setNotice] = useState<'queued' | 'sent'>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const worker = globalThis.navigator?.serviceWorker;
    if (!worker) return;
    const listen = (event: MessageEvent) => {
      const message = event.data as OfflineMessage;
      if (message?.type === OFFLINE_MESSAGES.queued) setNotice('queued');
      if (message?.type === OFFLINE_MESSAGES.queueSent) {
        setNotice('sent');
        dispatch(refreshLearnerData());
      }
    };
    worker.addEventListener('message', listen);
    return () => worker.removeEventListener('message', listen);
  }, [dispatch]);
  return notice;
}

/**
 * A line above the header: offline or not, and on a lesson the "available offline" mark (or, until
 * the worker has stored it, that it is being saved, in the same place); changes made offline say they wait, then that they were sent. Read out politely.
 */
export function OfflineStatus() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const notice = useQueueNotice();
  const { pathname } = useLocation();
  const lesson = matchPath(LESSON_PATTERN, pathname)?.params;
  const availability = useOfflineAvailability(
    lesson?.allyCode && lesson.lessonId ? { allyCode: lesson.allyCode, lessonId: lesson.lessonId } : undefined,
    online,
  );

  return (
    <Bar role="status" aria-live="polite">
      {!online && <span>{t('offline')}</span>}
      {availability === 'available' && <Badge tone="success">{t('availableOffline')}</Badge>}
      {availability === 'saving' && <Badge tone="neutral">{t('savingOffline')}</Badge>}
      {notice && <span>{t(notice)}</span>}
    </Bar>
  );
}
