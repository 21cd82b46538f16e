import { blogApi } from '@aula/api-client/blog';
import { landingApi } from '@aula/api-client/landing';
import type { RootState } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import { ALLY_ROOT_PATTERN, allyRoutePattern } from '@aula/contracts/site-paths';
import { matchPath } from 'react-router';
import { neutralIdentity } from '../brands';
import { visitorLessonPreview } from './lesson-preview-page';
import type { LinkPreview } from './link-preview';

interface PageFacts {
  pathname: string;
  /** The page's own title (usePageTitle), as the browser tab shows it. */
  title: string;
  brand: Brand | undefined;
  country: string | undefined;
  language: string;
  /** The store the page was rendered from: a post's or a landing's own words and picture. */
  state: RootState;
}

/**
 * What a shared link of a public page shows: a post or a lesson its title, summary and cover; an
 * ally's landing its headline and hero; its blog list and the country choice the site's name and
 * description.
 * Only the page's own ally is named, and only answers the page itself fetched are read.
 */
export function pagePreview({ pathname, title, brand, country, language, state }: PageFacts): LinkPreview {
  const site = {
    path: pathname,
    siteName: brand?.config.name ?? neutralIdentity.name,
    fallbackImage: brand?.logoUrl,
    country,
    language,
  };
  const description = brand?.config.tagline ?? neutralIdentity.description;
  const slug = matchPath({ path: allyRoutePattern('blogPost'), end: true }, pathname)?.params.slug;
  if (slug && country && brand) {
    // The post the page itself asked for: its ally's blog, keyed as the screen keys it.
    const post = blogApi.endpoints.getPost.select({ slug, country, allyCode: brand.config.allyCode })(state).data;
    if (post) {
      return { ...site, type: 'article', title: post.title, description: post.excerpt, image: post.cover_image_url };
    }
  }
  const shared = visitorLessonPreview(pathname, state);
  if (shared && 'lesson' in shared) {
    const { lesson } = shared;
    return {
      ...site,
      type: 'article',
      title: lesson.title,
      description: lesson.summary,
      image: lesson.cover_image_url,
    };
  }
  const landing = brand ? landingApi.endpoints.getLandingPage.select(brand.config.allyCode)(state).data : undefined;
  if (landing && matchPath({ path: ALLY_ROOT_PATTERN, end: true }, pathname)) {
    return {
      ...site,
      type: 'website',
      title,
      description: landing.subtitle || description,
      image: landing.hero_image_url,
    };
  }
  return { ...site, type: 'website', title, description };
}
