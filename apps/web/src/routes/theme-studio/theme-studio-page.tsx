import { usePageTitle } from '@aula/ui-kit/page-title';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buildBrands } from '../../brands';
import { addStudioMessages } from './messages';
import { ThemeStudio } from './theme-studio';

/**
 * The previews are real screens, and real screens name the tab (usePageTitle) when they mount,
 * later than this page; the studio keeps its own title in the tab.
 */
function useKeepTitle(title: string) {
  useEffect(() => {
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}

/** `/estudio` (preview build only): the theme studio over every brand of the build. */
export function ThemeStudioPage() {
  addStudioMessages(useTranslation().i18n);
  const { t } = useTranslation('studio');
  usePageTitle(t('title'));
  useKeepTitle(`${t('title')} · Aula`);
  return <ThemeStudio brands={buildBrands} />;
}
