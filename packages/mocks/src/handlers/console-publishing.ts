// The console's blog, landing and rewards in the mocks: the acting ally's items only (another
// ally's id is 404), versions (a stale save is 409 edit_conflict with the item as it is now), a
// published post's slug fixed and slugs unique per country, as the API has them.
import { EDIT_CONFLICT } from '@aula/contracts/console';
import { type ConsolePost, postSlugFromTitle } from '@aula/contracts/console-blog';
import {
  CODES_CSV_COLUMNS,
  type ConsoleWebinar,
  codesCsvFileName,
  codeUsedText,
} from '@aula/contracts/console-rewards';
import { consoleBlogEndpoints as blog } from '@aula/contracts/endpoints/console-blog';
import { consoleLandingEndpoints as landing } from '@aula/contracts/endpoints/console-landing';
import { consoleRewardEndpoints as rewards } from '@aula/contracts/endpoints/console-rewards';
import { HttpResponse } from 'msw';
import { consolePublishingFixture } from '../fixtures/console-publishing';
import { keptWithMockState, mockState } from '../state';
import { handle } from './declared';
import { apiError, notFound } from './responses';

const world = keptWithMockState(consolePublishingFixture);

const now = () => new Date().toISOString();
const nextId = () => {
  world().nextId += 1;
  return world().nextId;
};

const conflict = (current: unknown) =>
  HttpResponse.json(
    { error: EDIT_CONFLICT, message: 'Someone saved this item while you were editing it', current },
    { status: 409 },
  );

const refused = (field: string, reason: string) =>
  apiError(400, { error: 'bad_request', message: 'Invalid input', fields: [{ field, reason }] });

const withoutOwner = <Item extends { allyId: number }>({ allyId: _ally, ...item }: Item) => item;

function ownPost(allyId: number, id: number) {
  return world().posts.find((post) => post.id === id && post.allyId === allyId);
}

function slugTaken(country: string, slug: string, ownId?: number) {
  return world().posts.some((post) => post.country === country && post.slug === slug && post.id !== ownId);
}

function webinarOf(allyId: number, id: number): ConsoleWebinar | undefined {
  const webinar = world().webinars.find((item) => item.id === id && item.allyId === allyId);
  if (!webinar) return undefined;
  const codes = world().codes.filter((code) => code.webinarId === id);
  return { ...withoutOwner(webinar), codes_total: codes.length, codes_used: codes.filter((code) => code.used).length };
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

export const consolePublishingHandlers = [
  handle(blog.consolePosts, ({ consoleAlly }) => ({
    results: world()
      .posts.filter((post) => post.allyId === consoleAlly.id)
      .sort((a, b) => Number(b.status === 'draft') - Number(a.status === 'draft'))
      .map(({ allyId: _ally, body_html: _body, ...post }) => post),
  })),

  handle(blog.consolePost, ({ consoleAlly, params }) => {
    const post = ownPost(consoleAlly.id, params.id);
    return post ? withoutOwner(post) : notFound('Post not found');
  }),

  handle(blog.createConsolePost, ({ consoleAlly, body }) => {
    const slug = body.slug ?? postSlugFromTitle(body.title);
    if (slugTaken(body.country, slug)) return refused('slug', 'is already used by another post in this country');
    const post = {
      ...body,
      slug,
      allyId: consoleAlly.id,
      id: nextId(),
      status: 'draft' as const,
      published_at: null,
      updated_at: now(),
      version: 1,
    };
    world().posts.push(post);
    return withoutOwner(post);
  }),

  handle(blog.updateConsolePost, ({ consoleAlly, params, body: { version, ...fields } }) => {
    const post = ownPost(consoleAlly.id, params.id);
    if (!post) return notFound('Post not found');
    if (post.version !== version) return conflict(withoutOwner(post));
    const published = post.status === 'published';
    if (published && fields.slug !== undefined && fields.slug !== post.slug) {
      return refused('slug', 'cannot change once the post is published');
    }
    const slug = fields.slug ?? post.slug;
    if (slugTaken(fields.country, slug, post.id))
      return refused('slug', 'is already used by another post in this country');
    Object.assign(post, fields, { slug, version: version + 1, updated_at: now() });
    return withoutOwner(post);
  }),

  ...(
    [
      [blog.publishConsolePost, true],
      [blog.unpublishConsolePost, false],
    ] as const
  ).map(([declaration, publish]) =>
    handle(declaration, ({ consoleAlly, params, body }) => {
      const post = ownPost(consoleAlly.id, params.id);
      if (!post) return notFound('Post not found');
      if (post.version !== body.version) return conflict(withoutOwner(post));
      const next: Partial<ConsolePost> = publish
        ? { status: 'published', published_at: post.published_at ?? now() }
        : { status: 'draft', published_at: null };
      Object.assign(post, next, { version: post.version + 1, updated_at: now() });
      return withoutOwner(post);
    }),
  ),

  handle(landing.consoleLanding, ({ consoleAlly }) => {
    const found = world().landings.find((item) => item.allyId === consoleAlly.id);
    return found ? withoutOwner(found) : notFound('Landing not found');
  }),

  handle(landing.updateConsoleLanding, ({ consoleAlly, body: { version, ...fields } }) => {
    const found = world().landings.find((item) => item.allyId === consoleAlly.id);
    if (!found) return notFound('Landing not found');
    if (found.version !== version) return conflict(withoutOwner(found));
    Object.assign(found, fields, { version: version + 1 });
    return withoutOwner(found);
  }),

  handle(rewards.consoleWebinars, ({ consoleAlly }) => ({
    results: world()
      .webinars.filter((webinar) => webinar.allyId === consoleAlly.id)
      .flatMap((webinar) => webinarOf(consoleAlly.id, webinar.id) ?? []),
  })),

  handle(rewards.createConsoleWebinar, ({ consoleAlly, body }) => {
    const id = nextId();
    world().webinars.push({ ...body, allyId: consoleAlly.id, id, version: 1 });
    return webinarOf(consoleAlly.id, id) ?? notFound('Webinar not found');
  }),

  handle(rewards.updateConsoleWebinar, ({ consoleAlly, params, body: { version, ...fields } }) => {
    const webinar = world().webinars.find((item) => item.id === params.id && item.allyId === consoleAlly.id);
    if (!webinar) return notFound('Webinar not found');
    if (webinar.version !== version) return conflict(webinarOf(consoleAlly.id, params.id));
    Object.assign(webinar, fields, { version: version + 1 });
    return webinarOf(consoleAlly.id, params.id) ?? notFound('Webinar not found');
  }),

  handle(rewards.consoleWebinarCodes, ({ consoleAlly, params }) => {
    if (!webinarOf(consoleAlly.id, params.id)) return notFound('Webinar not found');
    return {
      results: world()
        .codes.filter((code) => code.webinarId === params.id)
        .map(({ webinarId: _webinar, ...code }) => code),
    };
  }),

  handle(rewards.generateWebinarCodes, ({ consoleAlly, params, body }) => {
    if (!webinarOf(consoleAlly.id, params.id)) return notFound('Webinar not found');
    const prefix = consoleAlly.code.slice(0, 3).toUpperCase();
    const made = Array.from({ length: body.count }, () => ({
      code: `${prefix}-${group()}-${group()}`,
      created_at: now(),
      used: false,
      redeemed_at: null,
    }));
    world().codes.unshift(...made.map((code) => ({ ...code, webinarId: params.id })));
    return { codes: made };
  }),

  handle(rewards.exportWebinarCodes, ({ consoleAlly, params }) => {
    if (!webinarOf(consoleAlly.id, params.id)) return notFound('Webinar not found');
    const lines = world()
      .codes.filter((code) => code.webinarId === params.id)
      .map((code) => `${code.code},${code.created_at},${codeUsedText(code.used)},${code.redeemed_at ?? ''}\r\n`);
    return new HttpResponse(`${CODES_CSV_COLUMNS.join(',')}\r\n${lines.join('')}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${codesCsvFileName(params.id)}"`,
      },
    });
  }),

  handle(rewards.consoleAchievements, ({ consoleAlly }) => ({
    results: world()
      .achievements.filter((item) => item.allyId === consoleAlly.id)
      .map(withoutOwner),
    modules: mockState()
      .curriculum.modules.filter((module) => module.allyId === consoleAlly.id)
      .map((module) => ({ id: module.id, title: module.title })),
  })),

  handle(rewards.createConsoleAchievement, ({ consoleAlly, body }) => {
    const module = mockState().curriculum.modules.find(
      (item) => item.id === body.module_id && item.allyId === consoleAlly.id,
    );
    if (!module) return refused('module_id', 'is not a module of this ally');
    const item = {
      ...body,
      webinar_id: body.prize_kind === 'webinar' ? body.webinar_id : null,
      allyId: consoleAlly.id,
      id: nextId(),
      module_title: module.title,
      version: 1,
    };
    world().achievements.push(item);
    return withoutOwner(item);
  }),

  handle(rewards.updateConsoleAchievement, ({ consoleAlly, params, body: { version, ...fields } }) => {
    const item = world().achievements.find((entry) => entry.id === params.id && entry.allyId === consoleAlly.id);
    if (!item) return notFound('Achievement not found');
    if (item.version !== version) return conflict(withoutOwner(item));
    const module = mockState().curriculum.modules.find(
      (entry) => entry.id === fields.module_id && entry.allyId === consoleAlly.id,
    );
    if (!module) return refused('module_id', 'is not a module of this ally');
    Object.assign(item, fields, {
      webinar_id: fields.prize_kind === 'webinar' ? fields.webinar_id : null,
      module_title: module.title,
      version: version + 1,
    });
    return withoutOwner(item);
  }),
];
