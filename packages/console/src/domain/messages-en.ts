import type { domainEs } from './messages-es';

/** The own-domain area's words in English. */
export const domainEn: typeof domainEs = {
  title: 'Own domain',
  intro:
    'Your site can also open at an address of yours, such as learn.yourbank.com. The links in emails, messages and certificates use it as soon as you save it.',
  loadError: 'We could not load the domain.',
  current: {
    title: 'Your address',
    none: 'Your site has no address of its own yet.',
    since: 'Your site also opens at {{host}} since {{date}}.',
    visit: 'Open {{host}}',
  },
  dns: {
    title: 'What to do at your DNS provider',
    cname: 'Create a CNAME record for {{host}} pointing to {{target}}.',
    cnameExample: 'Create a CNAME record for your address pointing to {{target}}.',
    tls: 'The security certificate (https) is requested the first time someone opens the address; it may take a few minutes after the DNS changes.',
  },
  form: {
    host: 'Address',
    hostHint: 'Only the address, for example learn.yourbank.com: no https://, no / and no port.',
    hostFormat: 'Write an address such as learn.yourbank.com, with no https://, no / and no port.',
    hostTaken: 'Another ally already uses that address.',
    save: 'Save address',
    saved: 'We saved {{host}}. Your site answers there now.',
    remove: 'Remove the address',
    removed: 'We removed the own address. Your site stays at its usual address.',
    failed: 'The change could not be made. Please try again.',
    readOnly: "Only the site's admins can change its address.",
  },
};
