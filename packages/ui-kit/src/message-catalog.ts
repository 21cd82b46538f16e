// The shape of a package's words, apart from the i18n set-up that loads them, so the ui-kit's own
// catalogue (messages.ts) and the set-ups (i18n.tsx, lazy-i18n.ts) all depend on it and not on each other.

export interface Messages {
  [key: string]: string | Messages;
}

/** One package's words: its namespace ('ui', 'auth', 'lessons', 'web') in Spanish and English. */
export interface MessageCatalog {
  namespace: string;
  es: Messages;
  en: Messages;
}

/**
 * The same words fetched one language at a time: each language is its own file, so a page in
 * Spanish never downloads the English, and a screen's words come with the screen.
 */
export interface LazyCatalog {
  namespace: string;
  es: () => Promise<Messages>;
  en: () => Promise<Messages>;
}
