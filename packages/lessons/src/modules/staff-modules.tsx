import { useGetAdminModuleLessonsQuery, useGetAdminModulesQuery } from '@aula/api-client/modules';
import type { LessonModule } from '@aula/contracts/modules';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & > summary {
    min-height: ${TOUCH_TARGET};
    padding: ${({ theme }) => theme.space.sm} 0;
    cursor: pointer;
    ${focusRing}
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A module's lessons as staff see them (/admin/…/lessons/), fetched when the row is opened. */
function StaffModuleLessons({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation('lessons');
  const query = useGetAdminModuleLessonsQuery(moduleId);
  if (query.isLoading) return <LoadingState label={t('loadingLessons')} />;
  if (query.isError) return <ErrorState message={t('listError')} onRetry={() => query.refetch()} />;
  return (
    <ol>
      {(query.data ?? []).map((lesson) => (
        <li key={lesson.id}>{lesson.title}</li>
      ))}
    </ol>
  );
}

function StaffModule({ module }: { module: LessonModule }) {
  const { t } = useTranslation('lessons');
  const [open, setOpen] = useState(false);
  return (
    <li>
      <Item onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <strong>{module.title}</strong>{' '}
          <Muted>
            {t('staff.scope', { ally: module.ally_code, country: module.country ?? t('staff.allCountries') })} ·{' '}
            {t('modules.lessons', { count: module.lesson_count })}
          </Muted>
        </summary>
        {open && <StaffModuleLessons moduleId={module.id} />}
      </Item>
    </li>
  );
}

/** Staff see every ally's modules (the /admin/ calls), to check what each ally publishes. */
export function StaffModules() {
  const { t } = useTranslation('lessons');
  const query = useGetAdminModulesQuery();
  return (
    <section aria-labelledby="staff-modules">
      <h2 id="staff-modules">{t('staff.title')}</h2>
      {query.isLoading ? (
        <LoadingState label={t('modules.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('modules.error')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (query.data ?? []).length === 0 ? (
        <EmptyState message={t('modules.empty')} />
      ) : (
        <List>
          {(query.data ?? []).map((module) => (
            <StaffModule key={module.id} module={module} />
          ))}
        </List>
      )}
    </section>
  );
}
