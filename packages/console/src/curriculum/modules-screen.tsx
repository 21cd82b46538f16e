import { useGetConsoleModulesQuery, useReorderConsoleModulesMutation } from '@aula/api-client/console-curriculum';
import type { ConsoleModule } from '@aula/contracts/console-curriculum';
import { allyPath } from '@aula/contracts/site-paths';
import { useAlerts } from '@aula/ui-kit/alert-provider';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ReorderList } from '../editing/reorder-list';
import { Intro } from '../shell/screen-layout';
import { Row, RowText, ScreenHeader } from './layout';

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** `consola/modulos`: the ally's modules in the order learners meet them, drafts included; drag or move to reorder. */
export function ModulesScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum' });
  const site = useAllySite();
  const alerts = useAlerts();
  const modules = useGetConsoleModulesQuery();
  const [reorder] = useReorderConsoleModulesMutation();
  usePageTitle(t('modules.title'));
  const newModule = (
    <ButtonLink to={allyPath(site, 'consoleModule', { moduleId: 'nuevo' })}>{t('modules.newModule')}</ButtonLink>
  );

  async function moved(items: ConsoleModule[]) {
    const result = await reorder(items.map(({ id }) => id));
    alerts.show(
      'error' in result
        ? { tone: 'error', message: t('modules.reorderFailed') }
        : { tone: 'success', message: t('modules.reordered') },
    );
  }

  function content() {
    if (modules.isLoading) return <LoadingState label={t('modules.loading')} />;
    if (modules.isError || !modules.data) {
      return (
        <ErrorState message={t('modules.error')} onRetry={() => modules.refetch()} retrying={modules.isFetching} />
      );
    }
    if (modules.data.results.length === 0) return <EmptyState message={t('modules.empty')} action={newModule} />;
    return (
      <ReorderList
        label={t('modules.listLabel')}
        items={modules.data.results}
        getKey={(module) => module.id}
        itemLabel={(module) => module.title}
        onReorder={moved}
        renderItem={(module) => (
          <Row>
            <RowText>
              <Link
                to={allyPath(site, 'consoleModule', { moduleId: module.id })}
                aria-label={t('modules.edit', { title: module.title })}
              >
                {module.title}
              </Link>
              <small>
                {t('modules.lessonCount', { count: module.lesson_count, published: module.published_lesson_count })}
              </small>
            </RowText>
            <Marks>
              {module.certifying && <Badge tone="secondary">{t('modules.certifying')}</Badge>}
              <Badge tone={module.published_at ? 'success' : 'neutral'}>
                {t(module.published_at ? 'status.published' : 'status.draft')}
              </Badge>
            </Marks>
          </Row>
        )}
      />
    );
  }

  return (
    <>
      <ScreenHeader>
        <h1>{t('modules.title')}</h1>
        {newModule}
      </ScreenHeader>
      <Intro>{t('modules.intro')}</Intro>
      {content()}
    </>
  );
}
