import type { certificatesEs } from './messages-es';

/** Words of the certificates screen in English. */
export const certificatesEn: typeof certificatesEs = {
  link: 'Issued certificates',
  title: 'Issued certificates',
  back: 'Back to Rewards',
  intro:
    'The certificates your learners received for finishing a module that awards one, newest first. Anyone can check them on their page; if you revoke one, its page says so from that moment.',
  adminsOnly: 'For admins only',
  adminsOnlyText: "Only the ally's admins see the issued certificates, because the list shows your learners' names.",
  loading: 'Loading the certificates…',
  loadError: 'We could not load the certificates.',
  empty: 'Nobody has received a certificate yet.',
  listLabel: 'Issued certificates',
  columns: { learner: 'Learner', module: 'Module', issuedAt: 'Issued on', status: 'Status', actions: 'Actions' },
  issuedOn: 'Issued on {{day}}',
  valid: 'Valid',
  revoked: 'Revoked on {{day}} — {{reason}}',
  viewPage: 'View page',
  viewPageHidden: 'of {{name}}’s certificate for "{{module}}" (opens in a new tab)',
  revoke: {
    button: 'Revoke',
    buttonLabel: 'Revoke {{name}}’s certificate for "{{module}}"',
    title: 'Revoke {{name}}’s certificate?',
    message:
      'From now on its page will say the certificate for "{{module}}" was revoked, and why. This cannot be undone.',
    reason: 'Reason',
    reasonHint: 'Anyone who checks the certificate reads it. 3 to 300 characters.',
    reasonRequired: 'Write why you revoke it.',
    reasonShort: 'Say why in a few words: at least 3 characters.',
    confirm: 'Revoke certificate',
    cancel: 'Cancel',
    done: 'You revoked {{name}}’s certificate. Its page says so now.',
    notFound: 'This certificate no longer exists or is not your ally’s.',
  },
};
