import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleBrand } from '@aula/contracts/console-brand';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { allyBrandAssets } from '../src/lib/brand-assets';
import { businessReportPdf } from '../src/services/business-report';
import { certificatePdf } from '../src/services/certificates/certificate-pdf';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

// Issue 39: the installed app's icons drawn from the app icon a team publishes in the console's
// "Marca", and the uploaded logo in the documents the API prints.
const BUILT_ICONS = [{ src: '/assets/favicon-1a2b.svg', sizes: 'any', type: 'image/svg+xml' }];
const dist = mkdtempSync(join(tmpdir(), 'aula-icons-web-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
writeFileSync(join(dist, 'manifest-impulsa.webmanifest'), JSON.stringify({ name: 'Impulsa', icons: BUILT_ICONS }));

const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'aula-icons-data-')), WEB_DIST: dist });
const call = consoleCaller(() => ctx.app);
const BRAND = '/api/console/brand/';
const RED = { r: 220, g: 20, b: 60 };

/** A picture as the uploads store it (WebP, under uploads/impulsa/); its address. */
async function stored(name: string, bytes: Buffer, type = 'image/webp') {
  await ctx.app.mediaStorage.put(`uploads/impulsa/${name}`, bytes, type);
  return `/media/uploads/impulsa/${name}`;
}

/** A square of `side` px, transparent but for a red square of 5/8 of it in the middle. */
async function iconPicture(side: number, height = side) {
  const inner = Math.round((side * 5) / 8);
  const red = await sharp({ create: { width: inner, height: inner, channels: 4, background: { ...RED, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, gravity: 'centre' }])
    .webp({ lossless: true })
    .toBuffer();
}

/** The RGBA of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at], g: data[at + 1], b: data[at + 2], alpha: data[at + 3] };
}

const rgbOf = (hex: string) => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
});

async function loaded(who: 'impulsa admin' | 'crecer admin' = 'impulsa admin') {
  const response = await call(who, 'GET', BRAND);
  expect(response.statusCode, response.body).toBe(200);
  return consoleBrand.parse(response.json());
}

async function saveAndPublish(change: object) {
  const { draft, version } = await loaded();
  const saved = await call('impulsa admin', 'PUT', BRAND, { ...draft, ...change, version });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await call('impulsa admin', 'POST', `${BRAND}publish/`, { version: saved.json().version });
  expect(published.statusCode, published.body).toBe(200);
  return consoleBrand.parse(published.json());
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const manifestIcons = async () => (await get('/manifest-impulsa.webmanifest')).json().icons;

let icon = '';
let background = '';
beforeAll(async () => {
  icon = await stored('icon-640.webp', await iconPicture(640));
  background = (await loaded()).draft.colors.light.background;
});

describe('the app icon: a save reads the picture and refuses one the icons cannot be drawn from', () => {
  const cases: [string, () => Promise<string>, RegExp][] = [
    [
      'a 320 × 320 px picture (too small)',
      async () => stored('small-320.webp', await iconPicture(320)),
      /at least 640 × 640 px.*320 × 320/,
    ],
    [
      'a 640 × 480 px picture (not square)',
      async () => stored('wide-640.webp', await iconPicture(640, 480)),
      /square.*640 × 480/,
    ],
    [
      'an address where nothing is stored',
      async () => '/media/uploads/impulsa/nothing-here.webp',
      /uploaded to this site/,
    ],
    ['another host’s picture', async () => 'https://cdn.example/icon-1024.png', /uploaded to this site/],
    [
      'a PDF stored as a picture',
      async () => stored('leaflet.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf'),
      /PNG, JPEG or WebP/,
    ],
  ];
  it.each(cases)('refuses %s with 400 naming app_icon_url and why, saving nothing', async (_what, address, reason) => {
    const { draft, version } = await loaded();
    const response = await call('impulsa admin', 'PUT', BRAND, { ...draft, app_icon_url: await address(), version });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toContainEqual({ field: 'app_icon_url', reason: expect.stringMatching(reason) });
    expect((await loaded()).version).toBe(version);
  });
});

describe("the installed app's icons drawn from the published app icon", () => {
  it('keeps the build’s icons until an app icon is published, even once one is saved as a draft', async () => {
    expect(await manifestIcons()).toEqual(BUILT_ICONS);
    const { draft, version } = await loaded();
    const saved = await call('impulsa admin', 'PUT', BRAND, { ...draft, app_icon_url: icon, version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleBrand.parse(saved.json()).draft.app_icon_url).toBe(icon);
    expect(await manifestIcons()).toEqual(BUILT_ICONS);
  });

  it('lists the icons of the publication in the manifest, and the public brand answers the app icon', async () => {
    const { published_version: version } = await saveAndPublish({ app_icon_url: icon });
    expect(await manifestIcons()).toEqual([
      { src: `/brand-icons/impulsa/${version}/192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/brand-icons/impulsa/${version}/512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `/brand-icons/impulsa/${version}/maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect((await get('/api/brands/impulsa/')).json()).toMatchObject({ app_icon_url: icon, version });
  });

  it('serves each icon as a PNG of its size, kept for a year, with no cookie', async () => {
    const { published_version: version } = await loaded();
    for (const [name, size] of [
      ['192', 192],
      ['512', 512],
      ['maskable-512', 512],
      ['apple-touch-180', 180],
    ] as const) {
      const response = await get(`/brand-icons/impulsa/${version}/${name}.png`);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
      const meta = await sharp(response.rawPayload).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: 'png',
        width: size,
        height: size,
      });
    }
  });

  it('draws "any" as the picture, "maskable" at 80% on the light background, apple-touch on that background', async () => {
    const { published_version: version } = await loaded();
    const png = async (name: string) => (await get(`/brand-icons/impulsa/${version}/${name}.png`)).rawPayload;
    const [any, maskable, apple] = [await png('512'), await png('maskable-512'), await png('apple-touch-180')];
    // The picture's transparent corner stays so in "any"; the others fill it with the background.
    expect((await pixel(any, 0, 0)).alpha).toBe(0);
    expect(await pixel(maskable, 0, 0)).toEqual({ ...rgbOf(background), alpha: 255 });
    expect(await pixel(apple, 0, 0)).toEqual({ ...rgbOf(background), alpha: 255 });
    expect(await pixel(any, 256, 256)).toEqual({ ...RED, alpha: 255 });
    expect(await pixel(maskable, 256, 256)).toEqual({ ...RED, alpha: 255 });
    // The red square spans 96-416 px in "any"; at 80%, 128-384 px: x = 110 is red in one, background in the other.
    expect(await pixel(any, 110, 256)).toEqual({ ...RED, alpha: 255 });
    expect(await pixel(maskable, 110, 256)).toEqual({ ...rgbOf(background), alpha: 255 });
  });

  it('answers 404 for an icon no publication has (tried: an unknown ally, other versions, sizes and names)', async () => {
    const { published_version: version } = await loaded();
    const crecer = (await loaded('crecer admin')).published_version ?? 1;
    for (const url of [
      '/brand-icons/nadie/1/192.png',
      `/brand-icons/impulsa/${(version ?? 0) + 1}/192.png`,
      `/brand-icons/impulsa/${(version ?? 0) - 1}/192.png`,
      '/brand-icons/impulsa/0/192.png',
      `/brand-icons/impulsa/${version}/64.png`,
      `/brand-icons/impulsa/${version}/192.webp`,
      `/brand-icons/impulsa/${version}/192`,
      `/brand-icons/impulsa/${version}/constructor.png`,
      `/brand-icons/IMPULSA/${version}/192.png`,
      `/brand-icons/impulsa/v${version}/192.png`,
      `/brand-icons/impulsa/${version}/..%2F192.png`,
      // An ally that published no app icon.
      `/brand-icons/crecer/${crecer}/192.png`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps a drawn icon in memory: it answers even once its picture is gone from storage', async () => {
    const { published_version: version } = await loaded();
    const before = await get(`/brand-icons/impulsa/${version}/192.png`);
    await ctx.app.mediaStorage.delete('uploads/impulsa/icon-640.webp');
    const after = await get(`/brand-icons/impulsa/${version}/192.png`);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    await stored('icon-640.webp', await iconPicture(640));
  });

  it('goes back to the build’s icons when a publication drops the app icon', async () => {
    const { published_version: version } = await saveAndPublish({ app_icon_url: null });
    expect(await manifestIcons()).toEqual(BUILT_ICONS);
    expect((await get(`/brand-icons/impulsa/${version}/192.png`)).statusCode).toBe(404);
  });
});

describe('documents in the published logo', () => {
  const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

  it('draws the certificate and the business report with the uploaded logo as a picture, the folder’s SVG without one', async () => {
    const logo = await sharp({ create: { width: 320, height: 125, channels: 3, background: RED } })
      .webp()
      .toBuffer();
    const before = await allyBrandAssets(ctx.db, ctx.app.mediaStorage, 'impulsa', 'Impulsa');
    expect(before.logoPng).toBeNull();
    await saveAndPublish({ logo_url: await stored('logo-320.webp', logo) });
    const brand = await allyBrandAssets(ctx.db, ctx.app.mediaStorage, 'impulsa', 'Impulsa');
    // pdfkit draws no WebP: the logo comes as PNG.
    expect(await sharp(brand.logoPng ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: 'png', width: 320 });

    const certificate = (assets: typeof brand) =>
      certificatePdf(
        {
          brand: assets,
          learnerName: 'Ana',
          moduleTitle: 'Finanzas',
          issuedAt: new Date('2025-01-01T00:00:00Z'),
          pageUrl: 'https://impulsa.example/c/1',
          certificateId: 'c-1',
          language: 'es',
        },
        { compress: false },
      );
    const report = (assets: typeof brand) =>
      businessReportPdf(
        {
          businessName: 'Tienda Ana',
          businessType: 'Abarrotes',
          address: {
            street: 'Roble',
            exteriorNumber: '1',
            neighborhood: 'Centro',
            city: 'Puebla',
            state: 'Puebla',
            postalCode: '72000',
          },
          organisation: 'Impulsa',
          generatedAt: new Date('2025-01-01T00:00:00Z'),
          brand: assets,
        },
        { compress: false },
      );
    expect(images(await certificate(brand))).toBe(1);
    expect(images(await report(brand))).toBe(1);
    // Bad input tried: the same documents before the upload draw the folder's SVG, as vectors.
    expect(images(await certificate(before))).toBe(0);
    expect(images(await report(before))).toBe(0);
  });
});
