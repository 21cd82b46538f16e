// The share networks of spec section 9, in its order. A plain module (no zod) so the ui-kit's
// share buttons can use the list without pulling the schema library into the page; the console's
// brand contract (console-brand.ts) and brand.json's schema (@aula/brand) hold a brand to it.
export const SHARE_NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'pinterest',
  'reddit',
  'tumblr',
  'mix',
  'vk',
  'telegram',
  'messenger',
  'whatsapp',
  'xing',
  'line',
  'sms',
  'email',
  'print',
  'copy',
] as const;

export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
