import { slugOf } from './cover-art';

/** Where the demo covers are served (apps/api/media/demo/covers, by the API's media route). */
export const COVERS_URL = '/media/demo/covers';

/** Covers of an ally's curriculum sit in its folder; the default curriculum's in `default`. */
export const DEFAULT_COVER_FOLDER = 'default';
/** Posts belong to a country, not an ally, so their covers share one palette and one folder. */
export const BLOG_COVER_FOLDER = 'blog';

export const lessonCoverUrl = (folder: string, title: string) => `${COVERS_URL}/${folder}/${slugOf(title)}.svg`;
export const moduleCoverUrl = (folder: string, title: string) => `${COVERS_URL}/${folder}/modulo-${slugOf(title)}.svg`;
export const heroImageUrl = (folder: string) => `${COVERS_URL}/${folder}/portada.svg`;
export const postCoverUrl = (slug: string) => `${COVERS_URL}/${BLOG_COVER_FOLDER}/${slug}.svg`;
