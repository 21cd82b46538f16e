import { EmptyState } from '@aula/ui-kit/empty-state';
import { KeyRound } from '@aula/ui-kit/icons';
import { useTranslation } from 'react-i18next';

/** What an editor sees where a learner's personal data would be: the API answered 403. */
export function AdminsOnly() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners' });
  return <EmptyState icon={KeyRound} title={t('adminsOnly')} message={t('adminsOnlyText')} />;
}
