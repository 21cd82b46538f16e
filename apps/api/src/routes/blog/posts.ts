import type { PostSummary } from '@aula/contracts/blog';
import { blogEndpoints } from '@aula/contracts/endpoints/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { notFound } from '../../lib/http-error';
import { allyIdInCountry } from '../../repositories/allies';
import { type BlogScope, findPost, listPosts } from '../../repositories/posts';

/** Six posts fill two rows of cards on a phone and one screen on a desktop. */
export const POSTS_PAGE_SIZE = 6;

type Row = Awaited<ReturnType<typeof listPosts>>['rows'][number];

function toSummary(row: Row): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image_url: row.coverImageUrl,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    country: row.country,
  };
}

const posts: FastifyPluginAsyncZod = async (app) => {
  /** The blog of `ally_code` in the country; one the ally does not have (or an unknown ally or country) is 404. */
  async function blogOf(country: string, allyCode: string): Promise<BlogScope> {
    const allyId = await allyIdInCountry(app.db, allyCode, country);
    if (allyId === undefined) throw notFound(`No blog of ${allyCode} in ${country}`);
    return { country, allyId };
  }

  route(app, blogEndpoints.posts, async (request) => {
    const { page, ally_code } = request.query;
    const { count, rows } = await listPosts(
      app.db,
      await blogOf(request.params.country, ally_code),
      page,
      POSTS_PAGE_SIZE,
    );
    const pages = Math.ceil(count / POSTS_PAGE_SIZE);
    return {
      count,
      page,
      page_size: POSTS_PAGE_SIZE,
      next: page < pages ? page + 1 : null,
      previous: page > 1 ? Math.min(page - 1, Math.max(pages, 1)) : null,
      results: rows.map(toSummary),
    };
  });

  route(app, blogEndpoints.post, async (request) => {
    const { country, slug } = request.params;
    const post = await findPost(app.db, await blogOf(country, request.query.ally_code), slug);
    if (!post) throw notFound('Post not found');
    return { ...toSummary(post), body_html: post.bodyHtml };
  });
};

export default posts;
