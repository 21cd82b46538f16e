import type { teamEs } from './messages-es';

/** The team area's words in English. */
export const teamEn: typeof teamEs = {
  title: 'Team',
  intro:
    'Team members sign in to this console with their email and password. Admins invite, change roles and remove access; editors work on the content.',
  adminsOnly: "Only the team's admins can see and change the team.",
  loadError: 'We could not load the team.',
  roles: {
    ally_admin: 'Admin',
    ally_editor: 'Editor',
  },
  invite: {
    title: 'Invite someone',
    email: 'Email address',
    role: 'Role',
    roleHint: 'Admin: content and team. Editor: content only.',
    submit: 'Send invitation',
    sent: 'We sent the invitation to {{email}}. The link expires in 7 days and works once.',
  },
  members: {
    title: 'Members',
    you: '{{name}} (you)',
    roleOf: "{{name}}'s role",
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from the team',
    confirmTitle: 'Remove {{name}} from the team?',
    confirmText: 'They will no longer be able to sign in to the console. What they did stays in the history.',
    confirm: 'Remove from the team',
    cancel: 'Cancel',
    roleChanged: '{{name}} now has the {{role}} role.',
    removed: '{{name}} is no longer on the team.',
  },
  invitations: {
    title: 'Pending invitations',
    empty: 'No pending invitations.',
    detail: '{{role}} · invited by {{who}} · expires {{date}}',
    someone: 'someone',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the invitation to {{email}}',
    revoked: 'We revoked the invitation to {{email}}.',
  },
  errors: {
    emailTaken: 'That address already has an account.',
    lastAdmin: 'The team needs at least one admin.',
    failed: 'The change could not be made. Please try again.',
  },
  accept: {
    title: "Join {{ally}}'s team",
    intro: 'You were invited as {{email}} to {{role}}. Choose the name others will see and a password.',
    roleWords: {
      ally_admin: 'run the site',
      ally_editor: 'edit its content',
    },
    checking: 'Checking your invitation…',
    invalidTitle: 'This invitation no longer works',
    invalidText: "The link expired, was already used or is not right. Ask the team's admin to send you another.",
    name: 'Your name',
    password: 'Password',
    passwordHint: 'At least 8 characters. Avoid common words or your name.',
    submit: 'Go to the console',
    backToSite: 'Go to the site',
  },
};
