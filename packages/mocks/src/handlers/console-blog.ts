// The console's blog in the mocks, as the API has it: the acting ally's posts (and, for staff, the
// platform's of its countries), another ally's id 404; versions (a stale save is 409 edit_conflict);
// a published post's slug fixed; slugs unique per blog (`slugTakenBy`); each change in the history.
import type { SessionUser } from '@aula/contracts/auth';
import {
  type ConsolePost,
  POST_ARCHIVED,
  postSlugFromTitle,
  SLUG_TAKEN_REASONS,
  slugTakenBy,
} from '@aula/contracts/console-blog';
import type { ContentAction } from '@aula/contracts/console-history';
import { consoleBlogEndpoints as blog } from '@aula/contracts/endpoints/console-blog';
import { DEMO_ALLIES } from '@aula/demo-content/allies';
import type { MockPost } from '../fixtures/console-publishing';
import type { ConsoleAlly } from './bearer';
import { forbidden } from './bearer';
import { recordMockChange } from './console-history';
import { handle } from './declared';
import { conflict, nextId, now, refused, withoutOwner, publishingWorld as world } from './publishing-world';
import { apiError, notFound } from './responses';

const offers = (ally: ConsoleAlly, country: string) =>
  DEMO_ALLIES.find(({ code }) => code === ally.code)?.countries.includes(country) ?? false;

/** Whether the caller edits the post: the acting ally's own; staff also the platform's of its countries. */
function editable(post: MockPost, ally: ConsoleAlly, user: SessionUser) {
  if (post.allyId === ally.id) return true;
  return user.access === 'staff' && post.allyId === null && offers(ally, post.country);
}

function findPost(id: number, ally: ConsoleAlly, user: SessionUser) {
  return world().posts.find((post) => post.id === id && editable(post, ally, user));
}

/** The slug clash a post of `allyId` meets in its country, as the API's 400 with its code. */
function slugRefusal(country: string, slug: string, allyId: number | null, ownId?: number) {
  const holders = world().posts.filter((post) => post.country === country && post.slug === slug && post.id !== ownId);
  const clash = slugTakenBy(allyId, holders);
  return clash ? refused('slug', SLUG_TAKEN_REASONS[clash], clash) : undefined;
}

function record(ally: ConsoleAlly, user: SessionUser, itemId: number, action: ContentAction, fields?: string[]) {
  recordMockChange({
    allyId: ally.id,
    user: { id: user.id, name: user.name },
    itemType: 'post',
    itemId,
    action,
    ...(fields ? { summary: { fields } } : {}),
  });
}

type Move = 'publish' | 'unpublish' | 'archive' | 'restore';
const MOVED: Record<Move, (post: MockPost) => Partial<ConsolePost>> = {
  publish: (post) => ({ status: 'published', published_at: post.published_at ?? now() }),
  unpublish: () => ({ status: 'draft', published_at: null }),
  archive: () => ({ status: 'archived', published_at: null }),
  restore: () => ({ status: 'draft' }),
};
const ACTION: Record<Move, ContentAction> = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
  restore: 'restored',
};
const moves = [
  [blog.publishConsolePost, 'publish'],
  [blog.unpublishConsolePost, 'unpublish'],
  [blog.archiveConsolePost, 'archive'],
  [blog.restoreConsolePost, 'restore'],
] as const;

// Drafts first, then the newest; the archived last.
const rank = (post: MockPost) => (post.status === 'archived' ? 2 : post.status === 'draft' ? 0 : 1);

export const consoleBlogHandlers = [
  handle(blog.consolePosts, ({ consoleAlly, user }) => ({
    results: world()
      .posts.filter((post) => editable(post, consoleAlly, user))
      .sort((a, b) => rank(a) - rank(b))
      .map(({ allyId: _ally, body_html: _body, ...post }) => post),
  })),

  handle(blog.consolePost, ({ consoleAlly, user, params }) => {
    const post = findPost(params.id, consoleAlly, user);
    return post ? withoutOwner(post) : notFound('Post not found');
  }),

  handle(blog.createConsolePost, ({ consoleAlly, user, body }) => {
    if (body.platform && user.access !== 'staff')
      return forbidden("Only the platform's staff write posts for every ally");
    if (!offers(consoleAlly, body.country)) return refused('country', 'is not a country this ally offers');
    const slug = body.slug ?? postSlugFromTitle(body.title);
    const allyId = body.platform ? null : consoleAlly.id;
    const clash = slugRefusal(body.country, slug, allyId);
    if (clash) return clash;
    const post: MockPost = {
      ...body,
      slug,
      allyId,
      id: nextId(),
      status: 'draft',
      published_at: null,
      updated_at: now(),
      version: 1,
    };
    world().posts.push(post);
    record(consoleAlly, user, post.id, 'created');
    return withoutOwner(post);
  }),

  handle(blog.updateConsolePost, ({ consoleAlly, user, params, body: { version, ...fields } }) => {
    const post = findPost(params.id, consoleAlly, user);
    if (!post) return notFound('Post not found');
    if (post.version !== version) return conflict(withoutOwner(post));
    if (fields.platform !== post.platform) return refused('platform', 'cannot change once the post is written');
    const published = post.status === 'published';
    if (published && fields.slug !== undefined && fields.slug !== post.slug) {
      return refused('slug', 'cannot change once the post is published');
    }
    const slug = fields.slug ?? post.slug;
    const clash = slugRefusal(fields.country, slug, post.allyId, post.id);
    if (clash) return clash;
    Object.assign(post, fields, { slug, version: version + 1, updated_at: now() });
    record(consoleAlly, user, post.id, 'updated');
    return withoutOwner(post);
  }),

  ...moves.map(([declaration, move]) =>
    handle(declaration, ({ consoleAlly, user, params, body }) => {
      const post = findPost(params.id, consoleAlly, user);
      if (!post) return notFound('Post not found');
      if (post.version !== body.version) return conflict(withoutOwner(post));
      if (move === 'publish' && post.status === 'archived') {
        return apiError(400, { error: POST_ARCHIVED, message: 'Restore the post before publishing it' });
      }
      Object.assign(post, MOVED[move](post), { version: post.version + 1, updated_at: now() });
      record(consoleAlly, user, post.id, ACTION[move]);
      return withoutOwner(post);
    }),
  ),

  handle(blog.deleteConsolePost, ({ consoleAlly, user, params }) => {
    const post = findPost(params.id, consoleAlly, user);
    if (!post) return notFound('Post not found');
    world().posts.splice(world().posts.indexOf(post), 1);
    record(consoleAlly, user, post.id, 'deleted');
    return { status: 'deleted' as const };
  }),
];
