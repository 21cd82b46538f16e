// One ally's deployable folder from the shared build: the shared files copied as they are, plus the
// brand's logo and favicon and an index.html whose head already wears the brand (title,
// description, link preview, organisation JSON-LD, theme colour, page colours and the brand data the app reads
// at start). No bundler runs, so an extra brand costs links to the shared files and a few small files.
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { organizationJsonLd } from '@aula/brand/jsonld';
import type { LoadedBrand } from '@aula/brand/load';
import { linkPreviewTags } from '../src/ssr/link-preview.ts';
import { BRAND_HEAD_MARKER, SITE_DATA_ID } from './site-markers.ts';

export interface SiteBrand {
  config: LoadedBrand['config'];
  theme: LoadedBrand['theme'];
  logoUrl: string;
  faviconUrl: string;
}

/** What the app of a per-brand site reads at start: its one brand (also the identity of pages of no ally). */
export interface SiteData {
  brand: SiteBrand;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** JSON that cannot close its <script> element early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function hashed(name: string, text: string): string {
  return `assets/${name}-${createHash('sha256').update(text).digest('hex').slice(0, 10)}.svg`;
}

export function siteData(brand: LoadedBrand, logoUrl: string, faviconUrl: string): SiteData {
  return { brand: { config: brand.config, theme: brand.theme, logoUrl, faviconUrl } };
}

/**
 * The head of the brand's index.html. The colours come before any script, for the visitor's
 * system mode; the mode chosen in settings is applied when the app starts.
 */
export function brandHead(data: SiteData, favicon: string): string {
  const { config, theme, logoUrl } = data.brand;
  const { light, dark } = theme.colors;
  const origin = new URL(config.organization.url).origin;
  const jsonLd = organizationJsonLd({ config, theme, logoUrl, faviconUrl: '' }, origin);
  // Every page of a static folder shares this head: the site's preview, at the organisation's
  // address as its JSON-LD; a server-rendered page replaces it with its own (web-render.ts).
  const preview = linkPreviewTags(
    {
      title: config.name,
      description: config.tagline,
      type: 'website',
      fallbackImage: logoUrl,
      siteName: config.name,
      country: config.defaultCountry,
      language: config.locale,
    },
    origin,
  );
  const css = [
    ':root{color-scheme:light dark}',
    `html,body{margin:0;background:${light.background};color:${light.text};font-family:${theme.fonts.body}}`,
    `@media (prefers-color-scheme: dark){html,body{background:${dark.background};color:${dark.text}}}`,
  ].join('');
  return [
    `<title>${escapeHtml(config.name)}</title>`,
    ...preview,
    `<meta name="theme-color" content="${light.primary}" />`,
    `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(favicon)}" />`,
    `<style id="aula-brand-style">${css}</style>`,
    ...(jsonLd ? [`<script type="application/ld+json" id="organization-jsonld">${scriptJson(jsonLd)}</script>`] : []),
    `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(data)}</script>`,
  ].join('\n    ');
}

/** The shared index.html with the brand's head in place of the marker and its language on <html>. */
export function brandIndexHtml(sharedHtml: string, data: SiteData, favicon: string): string {
  if (!sharedHtml.includes(BRAND_HEAD_MARKER)) {
    throw new Error(`index.html has no ${BRAND_HEAD_MARKER}: it is not a shared build (AULA_BUILD=shared)`);
  }
  const { config } = data.brand;
  return sharedHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${config.locale}"`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(BRAND_HEAD_MARKER, () => brandHead(data, favicon));
}

export interface BrandSiteOptions {
  /** The shared build (AULA_BUILD=shared). */
  sharedDir: string;
  /** The brand's folder to write; emptied first. Equal to sharedDir: the shared build is stamped in place. */
  outDir: string;
  brand: LoadedBrand;
}

/**
 * The shared build's files in `outDir`, but index.html. Hard links where the file system allows:
 * the build's files are fingerprinted and never edited, so fifty allies share one copy on disk and
 * an extra ally costs milliseconds, not a copy of the whole app. Copies otherwise (another disk).
 */
function placeSharedFiles(sharedDir: string, outDir: string, skip: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const entry of readdirSync(sharedDir, { withFileTypes: true })) {
    const from = join(sharedDir, entry.name);
    const to = join(outDir, entry.name);
    if (from === skip) continue;
    if (entry.isDirectory()) placeSharedFiles(from, to, skip);
    else {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
    }
  }
}

/** A file of this brand alone: never written through a link into the shared build. */
function writeOwn(path: string, text: string): void {
  rmSync(path, { force: true });
  writeFileSync(path, text);
}

/** Writes `outDir`: the shared build plus this brand's files and head. */
export function writeBrandSite({ sharedDir, outDir, brand }: BrandSiteOptions): void {
  const sharedHtml = readFileSync(join(sharedDir, 'index.html'), 'utf8');
  if (outDir !== sharedDir) {
    rmSync(outDir, { recursive: true, force: true });
    placeSharedFiles(sharedDir, outDir, join(sharedDir, 'index.html'));
  }
  const logo = readFileSync(brand.logoPath, 'utf8');
  const favicon = readFileSync(brand.faviconPath, 'utf8');
  const logoFile = hashed('logo', logo);
  const faviconFile = hashed('favicon', favicon);
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeOwn(join(outDir, logoFile), logo);
  writeOwn(join(outDir, faviconFile), favicon);
  const data = siteData(brand, `/${logoFile}`, `/${faviconFile}`);
  writeOwn(join(outDir, 'index.html'), brandIndexHtml(sharedHtml, data, favicon));
}
