// Issue 42, learning inside WhatsApp: "1,000 learners advancing a part each within a minute through
// the webhook: p99 of the handling and the queue's delay to send". The production API (built dist,
// NODE_ENV=production) runs on a PostgreSQL database made for the run; the development outbox stands
// in for WhatsApp (no WHATSAPP_TOKEN), and the webhook checks signatures as in production
// (WHATSAPP_APP_SECRET set, every body signed here). Then:
//   1. N learners with phones, opted in to WhatsApp, are written straight into the database;
//   2. warm-up, not measured: each writes "Hola" and taps the first module of the menu it got;
//   3. measured: over --seconds each taps "Siguiente" once, calls spread evenly (open loop: a call
//      starts at its time whatever the others do; at most --in-flight at once, a held call counted
//      as late); each call timed from its start to its 200. The webhook answers once the reply is
//      composed and queued; the sends follow it, so they show in the queue delay, not the handling;
//   4. once the queue has drained, each message's delay from the learner's message (created_at) to
//      the outbox row the send wrote (the provider's call), and sent_at - created_at beside it.
// Only on PostgreSQL: the embedded database lives inside the server's process, where the bench
// cannot read the queue while the server runs. Run by `npm run bench -- --only chat`, or alone:
//   node bench/chat.mjs [--learners 1000] [--seconds 60] [--database-url URL] [--in-flight 16] [--port 3532]
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './lib/ally-landings.mjs';
import { queryBenchDatabase } from './lib/postgres.mjs';
import { apiServerFile, startApiServer } from './lib/processes.mjs';
import { atOrUnder, tableLines } from './lib/table.mjs';

export const CHAT_TARGETS = { handlingP99Ms: 200, queueP99Ms: 2000, failedCalls: 0 };
const BUILD = 'pnpm exec turbo run build --filter=@aula/api';
const APP_SECRET = 'bench-chat-app-secret';
/** A call held back this much past its time by the in-flight cap counts as late. */
const LATE_MS = 100;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const spread = (values) =>
  `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, p99 ${ms(percentile(values, 0.99))}, max ${ms(Math.max(...values))}`;
const info = (figure, measured) => ({ figure, measured, target: '(for reading the rows)', 'at target': '-' });

/** A scratch database on the server at `serverUrl`, made for this run: its URL, a query and a drop. */
async function scratchDatabase(serverUrl) {
  const name = `aula_bench_chat_${process.pid}`;
  await queryBenchDatabase(serverUrl, `drop database if exists ${name} with (force)`);
  await queryBenchDatabase(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async (sql, params) => (await queryBenchDatabase(url.toString(), sql, params)).rows,
    drop: () => queryBenchDatabase(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** `count` learners of impulsa (Mexico) with phones, opted in to daily WhatsApp as the settings page saves it. */
async function addLearners(query, count) {
  return query(
    `with made as (
       insert into users (name, phone_number, phone_verified_at, ally_id, country_id)
       select 'Bench learner ' || n, '+52155' || lpad(n::text, 8, '0'), now(), a.id, c.id
         from generate_series(1, $1::int) n, allies a, countries c
        where a.code = 'impulsa' and c.code = 'mx'
       returning id, phone_number
     ), preferences as (
       insert into reminder_preferences (user_id, opted_in, channel, frequency, quiet_start, quiet_end,
                                         time_zone, language, consent_at, consent_source, last_inbound_at)
       select id, true, 'whatsapp', 'daily', 21, 8, 'America/Mexico_City', 'es', now(), 'settings', null from made
     )
     select id, phone_number as phone from made order by id`,
    [count],
  );
}

/** Meta's notification of one message from `phone`, typed or tapped, and its signature header. */
function signedNotification(phone, reply, messageId) {
  const message = reply.tap
    ? { type: 'interactive', interactive: { type: reply.tap.kind, [reply.tap.kind]: reply.tap.row } }
    : { type: 'text', text: { body: reply.text } };
  const value = {
    messages: [{ from: phone.slice(1), id: messageId, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  };
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'bench', changes: [{ field: 'messages', value }] }],
  });
  return { body, signature: `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` };
}

/** A webhook client: each call is one learner's message, answered with its status and time. */
function webhookClient(origin) {
  let sent = 0;
  return async (phone, reply) => {
    const { body, signature } = signedNotification(phone, reply, `wamid.bench-${process.pid}-${++sent}`);
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/whatsapp/webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
      await response.text();
      return { status: response.status, ms: performance.now() - started };
    } catch (error) {
      return { status: `error (${error.cause?.code ?? error.message})`, ms: performance.now() - started };
    }
  };
}

/** Runs tasks with at most `max` at once; a freed slot goes straight to the oldest waiting task. */
function limiter(max) {
  let active = 0;
  const waiting = [];
  return async (task) => {
    if (active < max) active += 1;
    else await new Promise((take) => waiting.push(take));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** Every learner's call, `max` at a time (the warm-up); a failed call ends the run, as nothing after it would mean much. */
async function everyLearner(learners, max, call) {
  const limit = limiter(max);
  const results = await Promise.all(learners.map((learner) => limit(() => call(learner))));
  const failed = results.filter((result) => result.status !== 200);
  if (failed.length > 0) throw new Error(`${failed.length} warm-up calls failed, e.g. ${failed[0].status}`);
}

/** Open loop: call `index` is due at start + index * gap, whether or not earlier calls have answered. */
async function openLoop({ count, seconds, inFlight, call }) {
  const gapMs = (seconds * 1000) / count;
  const limit = limiter(inFlight);
  const started = performance.now();
  const calls = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + index * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    calls.push(limit(async () => ({ lateMs: performance.now() - due, ...(await call(index)) })));
  }
  const results = await Promise.all(calls);
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** Until no outgoing message of these learners is queued or being sent: the seconds it took. */
async function drained(query, userIds, timeoutMs = 120_000) {
  const started = performance.now();
  for (;;) {
    const [{ pending }] = await query(
      `select count(*)::int as pending from chat_messages
        where direction = 'out' and status in ('queued', 'sending') and user_id = any($1)`,
      [userIds],
    );
    if (pending === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs)
      throw new Error(`${pending} chat messages still unsent after ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Warm-up: "Hola", then the first module of each learner's own menu, so that "Siguiente" is about a part. */
async function warmUp({ query, learners, post, inFlight, log }) {
  const userIds = learners.map(({ id }) => id);
  log(`warm-up: ${learners.length} learners write "Hola"`);
  await everyLearner(learners, inFlight, (learner) => post(learner.phone, { text: 'Hola' }));
  await drained(query, userIds);
  const menus = await query(
    `select distinct on (user_id) user_id, payload->'rows'->0 as first_row from chat_messages
      where direction = 'out' and payload->>'kind' = 'list' and user_id = any($1) order by user_id, id desc`,
    [userIds],
  );
  const firstRow = new Map(menus.map((menu) => [menu.user_id, menu.first_row]));
  if (firstRow.size !== learners.length) throw new Error(`${learners.length - firstRow.size} learners got no menu`);
  log(`warm-up: each taps ${menus[0].first_row.id} ("${menus[0].first_row.title}")`);
  await everyLearner(learners, inFlight, (learner) =>
    post(learner.phone, { tap: { kind: 'list_reply', row: firstRow.get(learner.id) } }),
  );
  await drained(query, userIds);
  const [{ onPart }] = await query(
    'select count(*)::int as "onPart" from chat_conversations where part_id is not null and user_id = any($1)',
    [userIds],
  );
  if (onPart !== learners.length) throw new Error(`only ${onPart} of ${learners.length} learners are on a part`);
}

/** What the measured minute queued (messages after `lastId`): each one's delays and its status. */
async function queuedSince(query, userIds, lastId) {
  return query(
    `select m.status,
            extract(epoch from o.created_at - m.created_at) * 1000 as "toOutboxMs",
            extract(epoch from m.sent_at - m.created_at) * 1000 as "sentAtMs"
       from chat_messages m left join outbox_messages o on m.provider_id = 'outbox-' || o.id
      where m.direction = 'out' and m.id > $1 and m.user_id = any($2)`,
    [lastId, userIds],
  );
}

const partsDone = async (query, userIds) =>
  (await query('select count(*)::int as done from part_completions where user_id = any($1)', [userIds]))[0].done;

/** The measured minute and what it left in the queue, as the table's rows. */
async function measure({ query, learners, post, seconds, inFlight, log }) {
  const userIds = learners.map(({ id }) => id);
  const [{ lastId }] = await query('select coalesce(max(id), 0) as "lastId" from chat_messages');
  const doneBefore = await partsDone(query, userIds);
  log(`measuring: ${learners.length} "Siguiente" over ${seconds} s, at most ${inFlight} in flight`);
  const next = { tap: { kind: 'button_reply', row: { id: 'next', title: 'Siguiente' } } };
  const run = await openLoop({ count: learners.length, seconds, inFlight, call: (i) => post(learners[i].phone, next) });
  const drainSeconds = await drained(query, userIds);
  const messages = await queuedSince(query, userIds, lastId);
  const completed = (await partsDone(query, userIds)) - doneBefore;
  return { run, drainSeconds, messages, completed };
}

/** The rows of the table, each figure beside its target. */
function chatRows({ learners, seconds, inFlight, run, drainSeconds, messages, completed, loadStart }) {
  const times = run.results.map((result) => result.ms);
  const failed = run.results.filter((result) => result.status !== 200);
  const late = run.results.filter((result) => result.lateMs > LATE_MS);
  const toOutbox = messages.filter((m) => m.toOutboxMs !== null).map((m) => Number(m.toOutboxMs));
  const sentAt = messages.filter((m) => m.sentAtMs !== null).map((m) => Number(m.sentAtMs));
  const byStatus = {};
  for (const { status } of messages) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const statuses = Object.entries(byStatus).map(([status, count]) => `${count} ${status}`);
  const p99 = percentile(toOutbox, 0.99);
  return [
    info(
      `learners, calls: ${learners} learners on the first part of a module, one "Siguiente" each over ${seconds} s (open loop, at most ${inFlight} in flight)`,
      `${run.results.length} calls in ${run.seconds.toFixed(1)} s = ${(run.results.length / run.seconds).toFixed(1)} calls/s; ${late.length} held back > ${LATE_MS} ms by the cap (most ${ms(Math.max(0, ...run.results.map((r) => r.lateMs)))})`,
    ),
    {
      figure:
        'handling: POST /api/whatsapp/webhook/ (signed), call start to 200: reply composed and queued (sent after the 200)',
      measured: spread(times),
      target: `p99 <= ${CHAT_TARGETS.handlingP99Ms} ms`,
      'at target': atOrUnder(percentile(times, 0.99), CHAT_TARGETS.handlingP99Ms),
    },
    {
      figure: 'answers other than 200',
      measured:
        failed.length === 0 ? '0' : `${failed.length} (${[...new Set(failed.map((r) => r.status))].join(', ')})`,
      target: `${CHAT_TARGETS.failedCalls}`,
      'at target': failed.length <= CHAT_TARGETS.failedCalls ? 'yes' : 'NO',
    },
    {
      figure: "queue delay per message: the learner's message (created_at) to the send's outbox row",
      measured: `${toOutbox.length > 0 ? `p50 ${ms(percentile(toOutbox, 0.5))}, p99 ${ms(p99)}, max ${ms(Math.max(...toOutbox))}` : 'none sent'}; as recorded, sent_at - created_at: ${sentAt.length > 0 ? `p50 ${ms(percentile(sentAt, 0.5))}, p99 ${ms(percentile(sentAt, 0.99))}, max ${ms(Math.max(...sentAt))}` : '-'}`,
      target: `p99 <= ${CHAT_TARGETS.queueP99Ms / 1000} s`,
      'at target': atOrUnder(p99, CHAT_TARGETS.queueP99Ms),
    },
    info(
      'messages the calls queued; answers',
      `${messages.length} messages (${statuses.join(', ') || 'none'}), the queue empty ${drainSeconds.toFixed(1)} s after the last answer; ${completed} answers completed a part, ${run.results.length - completed} said "not yet" (the part's time had not passed)`,
    ),
    info('machine load average (1, 5, 15 min) at the start, at the end', `${loadStart}; ${load()}`),
  ];
}

/**
 * The section's rows. `databaseUrl`: the PostgreSQL server to make the scratch database on
 * (default DATABASE_URL, else 127.0.0.1:5432); ports: `port`.
 */
export async function runChatBench({
  log = (line) => console.error(`[bench chat] ${line}`),
  learners = 1000,
  seconds = 60,
  inFlight = 16,
  databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  port = 3532,
} = {}) {
  const skipped = (reason) => [{ figure: 'every row', measured: '-', target: '-', 'at target': `skipped: ${reason}` }];
  if (!existsSync(apiServerFile)) return skipped(`${apiServerFile} is not built (${BUILD})`);
  const loadStart = load();
  const database = await scratchDatabase(databaseUrl).catch((error) => error);
  if (database instanceof Error) {
    return skipped(
      `no PostgreSQL at ${databaseUrl} (${database.message}); the embedded database cannot be read while the server runs`,
    );
  }
  const workDir = mkdtempSync(join(tmpdir(), 'aula-bench-chat-'));
  let server;
  try {
    log(`API on :${port} (log in ${workDir}), database ${database.url}`);
    server = await startApiServer({
      port,
      workDir,
      env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn', WHATSAPP_APP_SECRET: APP_SECRET },
    });
    const people = await addLearners(database.query, learners);
    const context = { query: database.query, learners: people, post: webhookClient(server.url), inFlight, log };
    await warmUp(context);
    const measured = await measure({ ...context, seconds });
    rmSync(workDir, { recursive: true, force: true });
    return chatRows({ learners, seconds, inFlight, ...measured, loadStart });
  } catch (error) {
    log(`failed; the server's log is in ${workDir}`);
    throw error;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

export const chatTitle = (learners = 1000, seconds = 60) =>
  `Learning inside WhatsApp: ${learners.toLocaleString('en-US')} learners advancing a part each within ${seconds} s through the webhook (issue 42; targets: handling p99 <= ${CHAT_TARGETS.handlingP99Ms} ms, queue delay p99 <= ${CHAT_TARGETS.queueP99Ms / 1000} s, no answer but 200)`;

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      learners: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '60' },
      'in-flight': { type: 'string', default: '16' },
      'database-url': { type: 'string' },
      port: { type: 'string', default: '3532' },
    },
  });
  if (!existsSync(apiServerFile)) {
    console.error(`${apiServerFile} is missing: run \`${BUILD}\` first`);
    process.exit(1);
  }
  const learners = Number(values.learners);
  const seconds = Number(values.seconds);
  const rows = await runChatBench({
    learners,
    seconds,
    inFlight: Number(values['in-flight']),
    port: Number(values.port),
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
  });
  console.log(tableLines(chatTitle(learners, seconds), rows).join('\n'));
}
