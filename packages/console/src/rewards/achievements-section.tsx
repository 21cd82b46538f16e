import { useGetConsoleAchievementsQuery, useGetConsoleWebinarsQuery } from '@aula/api-client/console-rewards';
import type { ConsoleAchievement } from '@aula/contracts/console-rewards';
import { Button } from '@aula/ui-kit/button';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../blog/screen-layout';
import { ChangeHistory } from '../shell/change-history';
import { AchievementForm } from './achievement-form';
import { Section } from './section';

type Editing = { achievement?: ConsoleAchievement } | undefined;

/** The ally's achievements and their prizes: add or edit one. */
export function AchievementsSection() {
  const { t } = useTranslation('console');
  const contentLang = useContentLang();
  const heading = useId();
  const achievements = useGetConsoleAchievementsQuery();
  const webinars = useGetConsoleWebinarsQuery();
  const [editing, setEditing] = useState<Editing>();

  function list() {
    if (achievements.isLoading) return <LoadingState label={t('rewards.achievements.loading')} />;
    if (achievements.isError || !achievements.data) {
      return (
        <ErrorState
          message={t('rewards.achievements.error')}
          onRetry={() => achievements.refetch()}
          retrying={achievements.isFetching}
        />
      );
    }
    if (achievements.data.results.length === 0) return <EmptyState message={t('rewards.achievements.empty')} />;
    return (
      <TableFrame aria-label={t('rewards.achievements.listLabel')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('rewards.achievements.columns.title')}</th>
              <th scope="col">{t('rewards.achievements.columns.module')}</th>
              <th scope="col">{t('rewards.achievements.columns.prize')}</th>
              <th scope="col">{t('rewards.achievements.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {achievements.data.results.map((achievement) => (
              <tr key={achievement.id}>
                <td {...contentLang}>{achievement.title}</td>
                <td {...contentLang}>{achievement.module_title}</td>
                <td>
                  {t(`rewards.achievements.kinds.${achievement.prize_kind}`)}:{' '}
                  <span {...contentLang}>{achievement.prize_title}</span>
                </td>
                <td>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={t('rewards.achievements.edit', { title: achievement.title })}
                    onClick={() => setEditing({ achievement })}
                  >
                    {t('rewards.achievements.editShort')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    );
  }

  return (
    <Section aria-labelledby={heading}>
      <header>
        <h2 id={heading}>{t('rewards.achievements.title')}</h2>
        {!editing && achievements.data && (
          <Button type="button" onClick={() => setEditing({})}>
            {t('rewards.achievements.add')}
          </Button>
        )}
      </header>
      {editing && achievements.data && (
        <AchievementForm
          key={editing.achievement?.id ?? 'new'}
          achievement={editing.achievement}
          modules={achievements.data.modules}
          webinars={webinars.data?.results ?? []}
          onDone={() => setEditing(undefined)}
        />
      )}
      {editing?.achievement && <ChangeHistory itemType="achievement" itemId={editing.achievement.id} />}
      {list()}
    </Section>
  );
}
