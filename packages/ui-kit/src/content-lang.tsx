import { createContext, type ReactNode, useContext } from 'react';

/**
 * The language the ally's content is written in (lesson titles, texts, posts, the brand's own
 * words). Content has one language whatever the interface's is: marking it with `lang` lets a
 * screen reader in English mode read Spanish words with Spanish rules. Provided per ally site.
 */
const ContentLangContext = createContext<string | undefined>(undefined);

export function ContentLangProvider({ lang, children }: { lang: string; children: ReactNode }) {
  return <ContentLangContext.Provider value={lang}>{children}</ContentLangContext.Provider>;
}

/** Spread on an element that shows content: `<h1 {...useContentLang()}>{lesson.title}</h1>`. */
export function useContentLang(): { lang?: string } {
  const lang = useContext(ContentLangContext);
  return lang ? { lang } : {};
}
