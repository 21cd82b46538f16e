import { useRestoreAllyMutation, useSuspendAllyMutation } from '@aula/api-client/console-allies';
import type { PlatformAlly } from '@aula/contracts/console-allies';
import { allyRoot } from '@aula/contracts/site-paths';
import { Badge } from '@aula/ui-kit/badge';
import { Button } from '@aula/ui-kit/button';
import { ConfirmDialog } from '@aula/ui-kit/confirm-dialog';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, Row, Rows, Who } from '../team/member-list';
import { AllyWhatsapp } from './ally-whatsapp';

/**
 * Every ally with its state; staff suspend one (asked first: its site goes quiet at once) or
 * restore it. A link opens its site, which a new ally has from its first minute. Each shows its own
 * WhatsApp number, which staff set once Meta registered it.
 */
export function AllyList({ allies }: { allies: PlatformAlly[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'allies.list' });
  const date = useDateFormat();
  const [suspend, { isLoading: suspending }] = useSuspendAllyMutation();
  const [restore] = useRestoreAllyMutation();
  const [asking, setAsking] = useState<PlatformAlly>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();

  async function change(ally: PlatformAlly, suspended: boolean) {
    const result = await (suspended ? suspend(ally.code) : restore(ally.code));
    setAsking(undefined);
    if ('error' in result) return setNotice({ text: t('failed'), error: true });
    setNotice({ text: t(suspended ? 'suspendedNotice' : 'restoredNotice', { name: ally.name }), error: false });
  }

  if (allies.length === 0) return <p>{t('empty')}</p>;
  return (
    <>
      <div role="status">{notice && <Notice $error={notice.error}>{notice.text}</Notice>}</div>
      <Rows>
        {allies.map((ally) => (
          <Row key={ally.code}>
            <Who>
              <strong>
                <a
                  href={allyRoot({ country: ally.countries[0] ?? 'mx', allyCode: ally.code })}
                  aria-label={t('visit', { name: ally.name })}
                >
                  {ally.name}
                </a>
              </strong>
              <span>
                {t('detail', {
                  code: ally.code,
                  countries: ally.countries.join(', ').toUpperCase(),
                  team: ally.team_size,
                })}
              </span>
            </Who>
            {ally.suspended_at ? (
              <Badge tone="danger">{t('suspended', { date: date.day(ally.suspended_at) })}</Badge>
            ) : (
              <Badge tone="success">{t('active')}</Badge>
            )}
            {ally.state === 'suspended' ? (
              <Button
                type="button"
                variant="secondary"
                aria-label={t('restoreLabel', { name: ally.name })}
                onClick={() => void change(ally, false)}
              >
                {t('restore')}
              </Button>
            ) : (
              <Button
                type="button"
                variant="ghost"
                aria-label={t('suspendLabel', { name: ally.name })}
                onClick={() => setAsking(ally)}
              >
                {t('suspend')}
              </Button>
            )}
            <AllyWhatsapp ally={ally} />
          </Row>
        ))}
      </Rows>
      <ConfirmDialog
        open={asking !== undefined}
        title={t('confirmTitle', { name: asking?.name ?? '' })}
        message={t('confirmText')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => asking && !suspending && void change(asking, true)}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}
