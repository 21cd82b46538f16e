/** What the page and the service worker tell each other (postMessage). */
export const OFFLINE_MESSAGES = {
  online: 'aula:online',
  queued: 'aula:queued',
  queueSent: 'aula:queue-sent',
  dataSaver: 'aula:data-saver',
  signedOut: 'aula:signed-out',
  cacheAssets: 'aula:cache-assets',
  lessonSavedOffline: 'aula:lesson-saved-offline',
} as const;

export type OfflineMessage =
  | { type: typeof OFFLINE_MESSAGES.online }
  | { type: typeof OFFLINE_MESSAGES.queued }
  | { type: typeof OFFLINE_MESSAGES.queueSent; sent: number }
  | { type: typeof OFFLINE_MESSAGES.dataSaver; on: boolean }
  | { type: typeof OFFLINE_MESSAGES.signedOut; allyCode: string }
  | { type: typeof OFFLINE_MESSAGES.cacheAssets; urls: string[] }
  | { type: typeof OFFLINE_MESSAGES.lessonSavedOffline; allyCode: string; url: string };
