import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { Smartphone } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';

/** What offline cannot show: a lesson, a module or a list the learner never opened on this phone. */
export type NotSavedKind = 'lesson' | 'module' | 'list';

/**
 * Offline, a screen or list this phone does not keep: says so in plain words and leads to what is
 * kept, instead of an error that asks to try again. `heading`: the page's h1 (a whole screen), or
 * none (a list under its own heading, the words then headed inside).
 */
export function NotSavedHere({ kind, heading = true }: { kind: NotSavedKind; heading?: boolean }) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const title = t(`saved.notSaved.${kind}Title`);
  return (
    <>
      {heading && <h1>{title}</h1>}
      <EmptyState
        icon={Smartphone}
        title={heading ? undefined : title}
        message={t(`saved.notSaved.${kind}`)}
        action={<ButtonLink to={allyPath(site, 'saved')}>{t('saved.toSaved')}</ButtonLink>}
      />
    </>
  );
}
