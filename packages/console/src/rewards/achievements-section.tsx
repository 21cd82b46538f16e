import { useGetConsoleAchievementsQuery, useGetConsoleWebinarsQuery } from '@aula/api-client/console-rewards';
import type { ConsoleAchievement } from '@aula/contracts/console-rewards';
import { Button } from '@aula/ui-kit/button';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../shell/change-history';
import { QueryTable } from '../shell/query-table';
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
      <QueryTable
        query={achievements}
        label={t('rewards.achievements.listLabel')}
        states={{
          loading: t('rewards.achievements.loading'),
          error: t('rewards.achievements.error'),
          empty: t('rewards.achievements.empty'),
        }}
        columns={(['title', 'module', 'prize', 'actions'] as const).map((column) =>
          t(`rewards.achievements.columns.${column}`),
        )}
        cells={(achievement) => (
          <>
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
          </>
        )}
      />
    </Section>
  );
}
