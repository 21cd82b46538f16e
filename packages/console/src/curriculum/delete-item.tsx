import { HAS_LEARNER_RECORDS, type LearnerRecords } from '@aula/contracts/console-curriculum';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Outcome = { data: { archived: boolean } } | { error: unknown };

/** The learners' records a refused deletion names (409 has_learner_records), if that was the refusal. */
export function learnerRecordsOf(error: unknown): LearnerRecords | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { error?: unknown; records?: LearnerRecords } };
  return status === 409 && data?.error === HAS_LEARNER_RECORDS ? data.records : undefined;
}

export interface DeleteItemProps {
  /** The item's name, said in the question. */
  title: string;
  /** The button's words ("Eliminar lección"). */
  label: string;
  /** Deletes; `confirm` once the editor agreed to archive an item learners have records in. */
  remove: (confirm: boolean) => Promise<Outcome>;
  onDeleted: (archived: boolean) => void;
}

/**
 * Deletes after asking; when learners have records in the item, asks again saying how many (the
 * server keeps their records and archives the item).
 */
export function DeleteItem({ title, label, remove, onDeleted }: DeleteItemProps) {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum.delete' });
  const alerts = useAlerts();
  const [asking, setAsking] = useState<'plain' | LearnerRecords | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(confirm: boolean) {
    setAsking(null);
    setBusy(true);
    const outcome = await remove(confirm);
    setBusy(false);
    if ('data' in outcome) {
      alerts.show({ tone: 'success', message: t(outcome.data.archived ? 'archived' : 'deleted') });
      return onDeleted(outcome.data.archived);
    }
    const records = learnerRecordsOf(outcome.error);
    if (records && !confirm) return setAsking(records);
    alerts.show({ tone: 'error', message: t('failed') });
  }

  const records = asking !== null && asking !== 'plain' ? asking : undefined;
  return (
    <>
      <Button type="button" variant="ghost" loading={busy} onClick={() => setAsking('plain')}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={records ? t('recordsTitle') : t('confirmTitle', { title })}
        message={records ? t('recordsMessage', { learners: records.learners, title }) : t('confirmMessage')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => run(records !== undefined)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
