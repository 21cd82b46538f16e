import { useGetBusinessTypesQuery } from '@aula/api-client/catalogs';
import { useDeleteConsoleModuleMutation, useGetConsoleModuleQuery } from '@aula/api-client/console-curriculum';
import { describeApiError } from '@aula/api-client/errors';
import { useGetLandingPageQuery } from '@aula/api-client/landing';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ChangeHistory } from '../shell/change-history';
import { DeleteItem } from './delete-item';
import { ScreenHeader, Section, Stack } from './layout';
import { ModuleForm } from './module-form';
import { ModuleLessons } from './module-lessons';

/** `consola/modulos/:moduleId`: a module's fields, publication, lessons and history; `nuevo` starts a new draft. */
export function ModuleEditorScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'curriculum' });
  const site = useAllySite();
  const navigate = useNavigate();
  const { moduleId = 'nuevo' } = useParams();
  const isNew = moduleId === 'nuevo';
  const id = routeId(moduleId);
  const module = useGetConsoleModuleQuery(id ?? 0, { skip: isNew || id === undefined });
  const landing = useGetLandingPageQuery(site.allyCode);
  const businessTypes = useGetBusinessTypesQuery();
  const [remove] = useDeleteConsoleModuleMutation();
  const heading = t(isNew ? 'module.newTitle' : 'module.editTitle');
  usePageTitle(heading);
  const formProps = { countries: landing.data?.countries ?? [site.country], businessTypes: businessTypes.data ?? [] };

  function content() {
    if (isNew) return <ModuleForm key="new" {...formProps} />;
    if (module.isLoading) return <LoadingState label={t('module.loading')} />;
    if (module.isError || !module.data) {
      const missing = id === undefined || describeApiError(module.error).code === 'not_found';
      return (
        <ErrorState
          message={t(missing ? 'module.notFound' : 'module.error')}
          {...(missing ? {} : { onRetry: () => module.refetch(), retrying: module.isFetching })}
        />
      );
    }
    const saved = module.data;
    return (
      <Stack>
        <Section aria-label={heading}>
          <ModuleForm key={saved.id} module={saved} {...formProps} />
        </Section>
        <ModuleLessons moduleId={saved.id} lessons={saved.lessons} />
        <ChangeHistory itemType="module" itemId={saved.id} />
        <div>
          <DeleteItem
            title={saved.title}
            label={t('delete.module')}
            remove={(confirm) => remove({ id: saved.id, confirm })}
            onDeleted={() => navigate(allyPath(site, 'consoleModules'))}
          />
        </div>
      </Stack>
    );
  }

  return (
    <>
      <Link to={allyPath(site, 'consoleModules')}>{t('module.back')}</Link>
      <ScreenHeader>
        <h1>{heading}</h1>
        {module.data && !isNew && (
          <Badge tone={module.data.published_at ? 'success' : 'neutral'}>
            {t(module.data.published_at ? 'status.published' : 'status.draft')}
          </Badge>
        )}
      </ScreenHeader>
      {content()}
    </>
  );
}
