import {
  EARNERS_PAGE_SIZE,
  type EarnerRow,
  earnersFileName,
  NO_CODES,
  NOT_FAILED,
  NOT_WEBINAR_PRIZE,
  type SendCodesResponse,
} from '@aula/contracts/console-earners';
import { consoleEarnersEndpoints as earners } from '@aula/contracts/endpoints/console-earners';
import { HttpResponse } from 'msw';
import { keptWithMockState } from '../state';
import { handle } from './declared';
import { apiError, notFound } from './responses';

// Who earned an achievement, in the mocks (issue 40, row 2): impulsa's "Vendedora estrella" (71,
// the rewards fixture's, webinar 61) has five earners (one message failed) and a few free codes; "Enviar códigos" gives
// each earner without a code one, writes to those who agreed, and never twice, as the API does.

interface MockAchievement {
  allyCode: string;
  title: string;
  prizeKind: 'webinar' | 'report' | 'physical';
  webinar: { id: number; title: string } | null;
  codesTotal: number;
  /** Codes no one has or was given, the newest first (given in that order). */
  freeCodes: string[];
  earners: EarnerRow[];
}

const EARNED_AT = '2026-11-20T16:00:00.000Z';
const earner = (id: number, name: string, consent: Pick<EarnerRow, 'channel' | 'contact'>): EarnerRow => ({
  id,
  name,
  earnedAt: EARNED_AT,
  ...consent,
  code: null,
  codeRedeemed: false,
  message: null,
});

const world = keptWithMockState(
  (): Record<number, MockAchievement> => ({
    71: {
      allyCode: 'impulsa',
      title: 'Vendedora estrella',
      prizeKind: 'webinar',
      webinar: { id: 61, title: 'Ventas por WhatsApp en vivo' },
      codesTotal: 5,
      freeCodes: ['IMP-VZ8Y-AJ6S', 'IMP-PS36-B3QE', 'IMP-YBTA-NDV3'],
      earners: [
        earner(101, 'Zoe Quispe', { channel: 'whatsapp', contact: '+525511110001' }),
        earner(102, 'Mateo Ruiz', { channel: 'email', contact: 'mateo@example.com' }),
        earner(103, 'Lucía Fernández', { channel: null, contact: null }),
        {
          ...earner(104, 'Andrés Toledo', { channel: 'email', contact: 'andres@example.com' }),
          code: 'IMP-QVE4-UAJ4',
          message: { status: 'failed', channel: 'email', at: '2026-11-21T16:00:00.000Z', error: 'refused' },
        },
        {
          ...earner(105, 'Rosa Díaz', { channel: 'whatsapp', contact: '+525511110005' }),
          code: 'IMP-P5VQ-FN4E',
          codeRedeemed: true,
          message: { status: 'delivered', channel: 'whatsapp', at: '2026-11-21T16:00:00.000Z', error: null },
        },
      ],
    },
  }),
);

const own = (allyCode: string, id: number) => {
  const found = world()[id];
  return found && found.allyCode === allyCode ? found : undefined;
};

const matching = (rows: EarnerRow[], q: string | undefined) => {
  const words = q?.toLowerCase();
  return rows.filter((row) => !words || [row.name, row.contact].some((text) => text?.toLowerCase().includes(words)));
};

const download = (rows: EarnerRow[], id: number, xlsx: boolean) =>
  new HttpResponse(
    `\uFEFFID,Nombre,Lo ganó el,Código\r\n${rows.map((row) => `${row.id},${row.name},${row.earnedAt},${row.code ?? ''}`).join('\r\n')}\r\n`,
    {
      headers: {
        'content-type': xlsx
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${earnersFileName(id)}.${xlsx ? 'xlsx' : 'csv'}"`,
      },
    },
  );

/** One press of "Enviar códigos" on the mock world. */
function sendCodes(achievement: MockAchievement): SendCodesResponse {
  const outcome: SendCodesResponse = {
    earners: achievement.earners.length,
    assigned: 0,
    sent: 0,
    queued: 0,
    failed: 0,
    alreadySent: 0,
    noConsent: 0,
    withoutCode: 0,
  };
  for (const row of achievement.earners) {
    if (row.code === null) {
      const code = achievement.freeCodes.shift();
      if (code === undefined) {
        outcome.withoutCode += 1;
        continue;
      }
      row.code = code;
      outcome.assigned += 1;
    }
    if (row.codeRedeemed) continue;
    if (row.message) outcome.alreadySent += 1;
    else if (!row.channel) outcome.noConsent += 1;
    else {
      row.message = { status: 'sent', channel: row.channel, at: new Date().toISOString(), error: null };
      outcome.sent += 1;
    }
  }
  return outcome;
}

export const consoleEarnersHandlers = [
  handle(earners.achievementEarners, ({ consoleAlly, params, query }) => {
    const achievement = own(consoleAlly.code, params.id);
    if (!achievement) return notFound('Achievement not found');
    const all = matching(achievement.earners, query.q);
    const after = all.filter((row) => row.id > (query.after ?? 0));
    const limit = query.limit ?? EARNERS_PAGE_SIZE;
    const results = after.slice(0, limit);
    return {
      achievement: {
        id: params.id,
        title: achievement.title,
        prize_kind: achievement.prizeKind,
        webinar: achievement.webinar && {
          ...achievement.webinar,
          codesTotal: achievement.codesTotal,
          codesFree: achievement.freeCodes.length,
        },
      },
      results,
      total: all.length,
      next: after.length > limit ? (results.at(-1)?.id ?? null) : null,
    };
  }),
  handle(earners.achievementEarnersCsv, ({ consoleAlly, params, query }) => {
    const achievement = own(consoleAlly.code, params.id);
    return achievement ? download(matching(achievement.earners, query.q), params.id, false) : notFound('Not found');
  }),
  handle(earners.achievementEarnersXlsx, ({ consoleAlly, params, query }) => {
    const achievement = own(consoleAlly.code, params.id);
    return achievement ? download(matching(achievement.earners, query.q), params.id, true) : notFound('Not found');
  }),
  handle(earners.sendAchievementCodes, ({ consoleAlly, params }) => {
    const achievement = own(consoleAlly.code, params.id);
    if (!achievement) return notFound('Achievement not found');
    if (!achievement.webinar) return apiError(409, { error: NOT_WEBINAR_PRIZE, message: 'Not a webinar prize' });
    if (achievement.codesTotal === 0) return apiError(409, { error: NO_CODES, message: 'No codes yet' });
    return sendCodes(achievement);
  }),
  handle(earners.retryAchievementCode, ({ consoleAlly, params }) => {
    const row = own(consoleAlly.code, params.id)?.earners.find((one) => one.id === params.learnerId);
    if (!row?.message) return notFound('No message to this learner');
    if (row.message.status !== 'failed') return apiError(409, { error: NOT_FAILED, message: 'It has not failed' });
    row.message = { ...row.message, status: 'sent', at: new Date().toISOString(), error: null };
    return row;
  }),
];
