import type { freshnessEs } from './messages-es';

/** Words of how fresh an insight screen's figures are, and of its "refresh now" (ally admins). */
export const freshnessEn: typeof freshnessEs = {
  computed: 'Figures from {{age}}',
  partComputed: '{{part}}: figures from {{age}}',
  moment: 'a moment ago',
  notYet: 'Figures not computed yet',
  partNotYet: '{{part}}: not computed yet',
  computedAtTitle: 'Computed on {{moment}}',
  live: 'Live: {{part}}',
  refresh: 'Refresh now',
  asking: 'Asking for the figures to be refreshed…',
  refreshing: 'Refreshing the figures; this may take a minute…',
  joined: 'The figures were already being refreshed; waiting for that to finish…',
  done: 'Done: the figures are up to date.',
  rateLimited_one: 'The figures were refreshed a moment ago. You can refresh them again in {{count}} second.',
  rateLimited_other: 'The figures were refreshed a moment ago. You can refresh them again in {{count}} seconds.',
  forbidden: 'Your account cannot refresh the figures: only the site’s admins can.',
  slow: 'The refresh is taking longer than usual. Open this screen again in a few minutes.',
  offline: 'The connection dropped. Check your connection and try again.',
  failed: 'We could not refresh the figures. Try again in a moment.',
};
