import { type AllySite, allyPath } from '@aula/contracts/site-paths';
import { Link } from '@aula/ui-kit/link';
import { useTranslation } from 'react-i18next';

/** The way to the ally's blog, for the site's header or footer. */
export function BlogLink({ site }: { site: AllySite }) {
  const { t } = useTranslation('blog');
  return <Link to={allyPath(site, 'blog')}>{t('title')}</Link>;
}
