import { useGetConsoleAchievementsQuery, useGetConsoleWebinarsQuery } from '@aula/api-client/console-rewards';
import type { ConsoleAchievement } from '@aula/contracts/console-rewards';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Button } from '@aula/ui-kit/button';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { ButtonLink } from '@aula/ui-kit/link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChangeHistory } from '../shell/change-history';
import { QueryTable } from '../shell/query-table';
import { useConsoleUser } from '../shell/use-console-user';
import { AchievementForm } from './achievement-form';
import { Section } from './section';

type Editing = { achievement?: ConsoleAchievement } | undefined;

// The module's and the prize's names wrap, so the buttons keep their place inside the table at 1280 px
// (a prize's long name pushed them out of sight); the buttons wrap under each other when narrow.
const TextCell = styled.td`
  && {
    white-space: normal;
    min-width: 10rem;
  }
`;

const ActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The ally's achievements and their prizes: add or edit one; admins open who earned each. */
export function AchievementsSection() {
  const { t } = useTranslation('console');
  const contentLang = useContentLang();
  const heading = useId();
  const achievements = useGetConsoleAchievementsQuery();
  const webinars = useGetConsoleWebinarsQuery();
  const [editing, setEditing] = useState<Editing>();
  const site = useAllySite();
  const { role } = useConsoleUser();
  const admin = role === 'ally_admin' || role === 'staff';

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
            <TextCell {...contentLang}>{achievement.module_title}</TextCell>
            <TextCell>
              {t(`rewards.achievements.kinds.${achievement.prize_kind}`)}:{' '}
              <span {...contentLang}>{achievement.prize_title}</span>
            </TextCell>
            <td>
              <ActionButtons>
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t('rewards.achievements.edit', { title: achievement.title })}
                  onClick={() => setEditing({ achievement })}
                >
                  {t('rewards.achievements.editShort')}
                </Button>
                {/* Who earned it names learners: offered to admins only, as the learners list is. */}
                {admin && (
                  <ButtonLink
                    $variant="ghost"
                    to={allyPath(site, 'consoleAchievementEarners', { achievementId: achievement.id })}
                    aria-label={t('rewards.earners.linkLabel', { title: achievement.title })}
                  >
                    {t('rewards.earners.link')}
                  </ButtonLink>
                )}
              </ActionButtons>
            </td>
          </>
        )}
      />
    </Section>
  );
}
