import { POSTS } from '../blog';
import { CURRICULA, DEFAULT_CURRICULUM } from '../curriculum';
import { landingOf } from '../landings';
import type { DemoModule } from '../types';
import { type CoverPalette, coverSvg, motifFor } from './cover-art';
import { COVERS_URL, DEFAULT_COVER_FOLDER, heroImageUrl } from './cover-urls';
import { heroSvg } from './hero-art';

/** The default curriculum serves allies the demo world does not know: calm colours that suit any brand. */
export const DEFAULT_PALETTE: CoverPalette = {
  primary: '#2c6e74',
  secondary: '#e0913a',
  background: '#eef4f2',
  surface: '#ffffff',
};

/** Posts are per country and shown under every ally: an editorial palette of their own. */
export const BLOG_PALETTE: CoverPalette = {
  primary: '#2f6f8f',
  secondary: '#e2674a',
  background: '#fdf1dc',
  surface: '#ffffff',
};

export interface CoverFile {
  /** Path under apps/api/media/demo/covers. */
  file: string;
  svg: string;
}

const fileOf = (url: string) => url.slice(COVERS_URL.length + 1);

/** A module's cover shows what its lessons are about: their pictures side by side. */
function moduleMotifs(module: DemoModule) {
  const motifs = [...new Set([...module.lessons.map((lesson) => motifFor(lesson.title)), motifFor(module.title)])];
  return motifs.slice(0, 3);
}

function curriculumCovers(modules: DemoModule[], palette: CoverPalette): CoverFile[] {
  return modules.flatMap((module) => [
    ...(module.cover
      ? [{ file: fileOf(module.cover), svg: coverSvg({ title: module.title, palette, motifs: moduleMotifs(module) }) }]
      : []),
    ...module.lessons.flatMap((lesson) =>
      lesson.cover ? [{ file: fileOf(lesson.cover), svg: coverSvg({ title: lesson.title, palette }) }] : [],
    ),
  ]);
}

/** The default landing picture's title, for an ally without a landing of its own. */
const DEFAULT_HERO_TITLE = 'Aprende a hacer crecer tu negocio';

/**
 * Every cover of the demo world: the curricula's (in each ally's palette), the landings' pictures
 * and the posts'. `paletteOf(allyCode)` gives an ally's colours (its brand theme, light mode).
 */
export function demoCoverFiles(paletteOf: (allyCode: string) => CoverPalette | undefined): CoverFile[] {
  const allies = Object.keys(CURRICULA).map((code) => ({ code, palette: paletteOf(code) ?? DEFAULT_PALETTE }));
  const posts = Object.values(POSTS).flat();
  return [
    ...allies.flatMap(({ code, palette }) => [
      ...curriculumCovers(CURRICULA[code] ?? [], palette),
      { file: fileOf(heroImageUrl(code)), svg: heroSvg(palette, landingOf({ code, name: code }).title) },
    ]),
    ...curriculumCovers(DEFAULT_CURRICULUM, DEFAULT_PALETTE),
    // The landing picture of an ally with none of its own: it names no one, least of all the product.
    { file: fileOf(heroImageUrl(DEFAULT_COVER_FOLDER)), svg: heroSvg(DEFAULT_PALETTE, DEFAULT_HERO_TITLE) },
    ...posts.map((post) => ({
      file: fileOf(post.cover),
      svg: coverSvg({ title: post.title, palette: BLOG_PALETTE }),
    })),
  ].filter((cover, index, all) => all.findIndex((other) => other.file === cover.file) === index);
}
