// The console's landing and rewards in the mocks (the blog's: ./console-blog.ts): the acting ally's
// items only (another ally's id is 404), versions (a stale save is 409 edit_conflict with the item
// as it is now), as the API has them.

import type { ConsoleLanding } from '@aula/contracts/console-landing';
import {
  CODES_CSV_COLUMNS,
  type ConsoleWebinar,
  codesCsvFileName,
  codeUsedText,
} from '@aula/contracts/console-rewards';
import { mainTimeZoneOf } from '@aula/contracts/country-time-zones';
import { consoleLandingEndpoints as landing } from '@aula/contracts/endpoints/console-landing';
import { consoleRewardEndpoints as rewards } from '@aula/contracts/endpoints/console-rewards';
import { HttpResponse } from 'msw';
import { mockState } from '../state';
import { handle } from './declared';
import { conflict, nextId, now, refused, withoutOwner, publishingWorld as world } from './publishing-world';
import { notFound } from './responses';

function webinarOf(allyId: number, id: number): ConsoleWebinar | undefined {
  const webinar = world().webinars.find((item) => item.id === id && item.allyId === allyId);
  if (!webinar) return undefined;
  const codes = world().codes.filter((code) => code.webinarId === id);
  return { ...withoutOwner(webinar), codes_total: codes.length, codes_used: codes.filter((code) => code.used).length };
}

/**
 * A save shows on the public landing at once, as the API's: empty steps are the site's own and
 * empty reviews none (both left out of the answer).
 */
function showOnLanding(allyCode: string, saved: ConsoleLanding) {
  const page = mockState().landingPages.find((candidate) => candidate.ally_code === allyCode);
  if (!page) return;
  const { steps, reviews, version: _version, id: _id, ...hero } = saved;
  Object.assign(page, hero);
  if (steps.length) page.steps = steps;
  else delete page.steps;
  if (reviews.length) page.reviews = reviews;
  else delete page.reviews;
}

// The export writes its times as the wall clock of the ally's country (`2026-11-01 04:00`): the
// mock allies' first country is Mexico (Swedish writes a date and time as ISO's, without the T).
const clock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: mainTimeZoneOf('mx'),
  dateStyle: 'short',
  timeStyle: 'short',
});
const wallClock = (iso: string | null) => (iso === null ? '' : clock.format(new Date(iso)));

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const group = () => Array.from({ length: 4 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

export const consolePublishingHandlers = [
  handle(landing.consoleLanding, ({ consoleAlly }) => {
    const found = world().landings.find((item) => item.allyId === consoleAlly.id);
    return found ? withoutOwner(found) : notFound('Landing not found');
  }),

  handle(landing.updateConsoleLanding, ({ consoleAlly, body: { version, ...fields } }) => {
    const found = world().landings.find((item) => item.allyId === consoleAlly.id);
    if (!found) return notFound('Landing not found');
    if (found.version !== version) return conflict(withoutOwner(found));
    Object.assign(found, fields, { version: version + 1 });
    showOnLanding(consoleAlly.code, found);
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
      assigned_at: null,
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
      .map((code) =>
        [
          code.code,
          wallClock(code.created_at),
          wallClock(code.assigned_at),
          codeUsedText(code.used),
          wallClock(code.redeemed_at),
        ].join(','),
      );
    return new HttpResponse(`\uFEFF${[CODES_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`, {
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
