import { SHARE_NETWORKS, type ShareNetwork } from '@aula/brand/share-networks';

export { SHARE_NETWORKS, type ShareNetwork };

export interface ShareParams {
  url: string;
  title?: string;
  description?: string;
  image?: string;
  /** Hashtags without '#'. */
  tags?: string[];
  /** The account to credit, without '@' (X/Twitter). */
  via?: string;
}

/** Networks labelled "Share on <name>"; the others have their own words in the catalogue. */
export type NamedNetwork = Exclude<ShareNetwork, 'sms' | 'email' | 'print' | 'copy'>;

/** Proper names, never translated. */
export const NETWORK_NAMES: Record<NamedNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
  mix: 'Mix',
  vk: 'VK',
  telegram: 'Telegram',
  messenger: 'Messenger',
  whatsapp: 'WhatsApp',
  xing: 'XING',
  line: 'LINE',
};

/** Networks that only phones can open (an app scheme or the messages app). */
export const MOBILE_ONLY: ReadonlySet<ShareNetwork> = new Set(['messenger', 'sms']);

export function isShareNetwork(name: string): name is ShareNetwork {
  return (SHARE_NETWORKS as readonly string[]).includes(name);
}

export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url);
}

function query(base: string, params: Record<string, string | undefined>): string {
  const pairs = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  // encodeURIComponent, not URLSearchParams: mail and SMS apps show a '+' where a space was.
  const encoded = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return encoded.length === 0 ? base : `${base}?${encoded.join('&')}`;
}

const joinText = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('\n');

type LinkBuilder = (p: ShareParams) => string;

const builders: Record<Exclude<ShareNetwork, 'print' | 'copy'>, LinkBuilder> = {
  facebook: (p) => query('https://www.facebook.com/sharer/sharer.php', { u: p.url }),
  twitter: (p) =>
    query('https://twitter.com/intent/tweet', {
      url: p.url,
      text: p.description ?? p.title,
      hashtags: p.tags?.join(','),
      via: p.via,
    }),
  linkedin: (p) => query('https://www.linkedin.com/sharing/share-offsite/', { url: p.url }),
  pinterest: (p) =>
    query('https://pinterest.com/pin/create/button/', { url: p.url, description: p.description, media: p.image }),
  reddit: (p) => query('https://www.reddit.com/submit', { url: p.url, title: p.title }),
  tumblr: (p) =>
    query('https://www.tumblr.com/widgets/share/tool', {
      canonicalUrl: p.url,
      title: p.title,
      caption: p.description,
      tags: p.tags?.join(','),
    }),
  mix: (p) => query('https://mix.com/add', { url: p.url }),
  vk: (p) => query('https://vk.com/share.php', { url: p.url, title: p.title, image: p.image }),
  telegram: (p) => query('https://t.me/share/url', { url: p.url, text: p.description ?? p.title }),
  messenger: (p) => query('fb-messenger://share/', { link: p.url }),
  whatsapp: (p) => query('https://wa.me/', { text: joinText(p.description ?? p.title, p.url) }),
  xing: (p) => query('https://www.xing.com/spi/shares/new', { url: p.url }),
  line: (p) => query('https://social-plugins.line.me/lineit/share', { url: p.url }),
  sms: (p) => query('sms:', { body: joinText(p.description ?? p.title, p.url) }),
  email: (p) => query('mailto:', { subject: p.title, body: joinText(p.description, p.url) }),
};

/** The address that shares `params` on `network`; print and copy act in the page and have none. */
export function buildShareLink(network: ShareNetwork, params: ShareParams): string | undefined {
  if (network === 'print' || network === 'copy') return undefined;
  return builders[network](params);
}

/** Networks whose link opens a web page: shown in a centred popup rather than a new tab. */
export function opensInPopup(network: ShareNetwork): boolean {
  return !MOBILE_ONLY.has(network) && network !== 'email' && network !== 'print' && network !== 'copy';
}
