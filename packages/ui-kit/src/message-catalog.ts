// The shape of a package's words, apart from the i18n set-up that loads them, so the ui-kit's own
// catalogue (messages.ts) and the set-up (i18n.tsx) both depend on it and not on each other.

export interface Messages {
  [key: string]: string | Messages;
}

/** One package's words: its namespace ('ui', 'auth', 'lessons', 'web') in Spanish and English. */
export interface MessageCatalog {
  namespace: string;
  es: Messages;
  en: Messages;
}
