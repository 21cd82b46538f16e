import { describe, expect, it } from 'vitest';
import { buildShareLink, isHttpUrl, SHARE_NETWORKS, type ShareNetwork, type ShareParams } from './share-links';

const params: ShareParams = {
  url: 'https://aula.example/mx/impulsa/seccion/lecciones/1',
  title: 'Conoce a tu cliente ideal',
  description: 'Una lección de 5 minutos',
  image: 'https://cdn.aula.example/1.png',
  tags: ['negocio', 'finanzas'],
  via: 'aula',
};
const u = encodeURIComponent(params.url);
const title = encodeURIComponent('Conoce a tu cliente ideal');
const description = encodeURIComponent('Una lección de 5 minutos');
const textAndUrl = encodeURIComponent(`Una lección de 5 minutos\n${params.url}`);

const expected: [ShareNetwork, string | undefined][] = [
  ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
  ['twitter', `https://twitter.com/intent/tweet?url=${u}&text=${description}&hashtags=negocio%2Cfinanzas&via=aula`],
  ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
  [
    'pinterest',
    `https://pinterest.com/pin/create/button/?url=${u}&description=${description}&media=${encodeURIComponent(params.image ?? '')}`,
  ],
  ['reddit', `https://www.reddit.com/submit?url=${u}&title=${title}`],
  [
    'tumblr',
    `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${title}&caption=${description}&tags=negocio%2Cfinanzas`,
  ],
  ['mix', `https://mix.com/add?url=${u}`],
  ['vk', `https://vk.com/share.php?url=${u}&title=${title}&image=${encodeURIComponent(params.image ?? '')}`],
  ['telegram', `https://t.me/share/url?url=${u}&text=${description}`],
  ['messenger', `fb-messenger://share/?link=${u}`],
  ['whatsapp', `https://wa.me/?text=${textAndUrl}`],
  ['xing', `https://www.xing.com/spi/shares/new?url=${u}`],
  ['line', `https://social-plugins.line.me/lineit/share?url=${u}`],
  ['sms', `sms:?body=${textAndUrl}`],
  ['email', `mailto:?subject=${title}&body=${textAndUrl}`],
  ['print', undefined],
  ['copy', undefined],
];

describe('buildShareLink', () => {
  it('covers exactly the 17 networks of the spec', () => {
    expect(expected.map(([network]) => network)).toEqual([...SHARE_NETWORKS]);
    expect(SHARE_NETWORKS).toHaveLength(17);
  });

  it.each(expected)('builds the %s link', (network, link) => {
    expect(buildShareLink(network, params)).toBe(link);
  });

  it('leaves out parameters that were not given', () => {
    expect(buildShareLink('twitter', { url: params.url })).toBe(`https://twitter.com/intent/tweet?url=${u}`);
    expect(buildShareLink('email', { url: params.url })).toBe(`mailto:?body=${u}`);
  });

  it('encodes spaces as %20, which mail and SMS apps understand', () => {
    expect(buildShareLink('sms', { url: params.url, title: 'Hola mundo' })).toContain('Hola%20mundo');
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://aula.example/x', true],
    ['http://localhost:3000/', true],
    ['ftp://aula.example', false],
    ['javascript:alert(1)', false],
    ['/relative/path', false],
    ['', false],
  ])('%s -> %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
  });
});
