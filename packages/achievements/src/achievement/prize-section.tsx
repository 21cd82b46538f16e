import { usePrizeAccessQuery } from '@aula/api-client/achievements';
import type { Achievement } from '@aula/contracts/achievements';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useTranslation } from 'react-i18next';
import { ReportDownload } from './report-download';
import { ShippingForm } from './shipping-form';
import { WebinarPrize } from './webinar-prize';

/** An earned prize: read once per visit (prize_access, first emission only), shown by its kind. */
export function PrizeSection({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation('achievements');
  const access = usePrizeAccessQuery(achievement.id);
  if (access.isError) {
    return (
      <ErrorState message={t('detail.prizeError')} onRetry={() => access.refetch()} retrying={access.isFetching} />
    );
  }
  if (!access.data) return <LoadingState label={t('detail.prizeLoading')} />;
  const prize = access.data;
  if (prize.kind === 'webinar' && prize.webinar) {
    return <WebinarPrize achievementId={achievement.id} webinar={prize.webinar} />;
  }
  if (prize.kind === 'report') {
    const freshReportPath = async () => (await access.refetch()).data?.report_path ?? null;
    return <ReportDownload reportPath={prize.report_path} freshReportPath={freshReportPath} />;
  }
  if (prize.kind === 'physical') {
    return <ShippingForm achievementId={achievement.id} submitted={prize.user_data_submitted} />;
  }
  return null;
}
