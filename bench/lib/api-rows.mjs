// The API bench's rows and their targets (issue 13), and the one table they print as. Every row
// has the same fields so bench/run.mjs can print or compare them: database, what, measured
// (text), target (text), ok, plus the raw figures (rps, p99, ratio, errors, rss...).

const int = (value) => Math.round(value).toLocaleString('en-US');
const pct = (ratio) => `${(ratio * 100).toFixed(1)}%`;

/** Soak memory is flat when it grows by at most this share (or this many MB) after the warm-up. */
export const RSS_FLAT = { share: 0.2, mb: 40 };

function figures(result, hello) {
  const ratio = result.rps / hello.rps;
  return {
    rps: result.rps,
    p99: result.p99,
    ratio,
    errors: result.errors,
    measured: `${int(result.rps)} req/s, p99 ${result.p99} ms, ${pct(ratio)} of hello-world${result.errors ? `, ${result.errors} errors` : ''}`,
  };
}

export function publicRow({ database, what, result, hello }) {
  const row = figures(result, hello);
  return {
    database,
    what,
    ...row,
    target: '>= 50% of hello-world, 0 errors',
    ok: row.ratio >= 0.5 && row.errors === 0,
  };
}

/** 2,000 req/s and p99 <= 50 ms on PostgreSQL; 1,000 req/s on the embedded database. */
export function lessonRow({ database, what, result, hello }) {
  const row = figures(result, hello);
  const postgres = database === 'postgres';
  const ok = row.errors === 0 && (postgres ? row.rps >= 2000 && row.p99 <= 50 : row.rps >= 1000);
  return { database, what, ...row, target: postgres ? '>= 2,000 req/s, p99 <= 50 ms' : '>= 1,000 req/s', ok };
}

export function soakRow({ database, result, seconds }) {
  const growth = result.rssEnd - result.rssStart;
  const flat = growth <= Math.max(RSS_FLAT.mb, result.rssStart * RSS_FLAT.share);
  return {
    database,
    what: `mixed soak: 100 connections, 70% reads / 30% writes, ${seconds} s`,
    rps: result.rps,
    p99: result.p99,
    errors: result.errors,
    rssStart: result.rssStart,
    rssEnd: result.rssEnd,
    rssMax: result.rssMax,
    measured: `${int(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors, RSS ${int(result.rssStart)} -> ${int(result.rssEnd)} MB (max ${int(result.rssMax)})`,
    target: `p99 <= 200 ms, 0 errors, RSS growth <= ${RSS_FLAT.mb} MB or ${RSS_FLAT.share * 100}%`,
    ok: result.p99 <= 200 && result.errors === 0 && flat,
  };
}

/** The scale check: every hot query's plan uses an index, and the lesson read holds at scale. */
export function scaleRows({ database, scale, result, hello }) {
  const seqScans = scale.plans.filter((plan) => !plan.ok);
  const lesson = lessonRow({
    database,
    what: `authenticated GET /api/lessons/{id}/ at scale`,
    result,
    hello,
  });
  return [
    {
      database,
      what: `query plans on ${int(scale.lessons)} lessons, ${int(scale.progressRows)} progress rows`,
      measured:
        seqScans.length === 0
          ? `${scale.plans.length} queries, all by index (slowest ${Math.max(...scale.plans.map((plan) => plan.ms)).toFixed(2)} ms)`
          : `${seqScans.length} of ${scale.plans.length} scan a large table: ${seqScans.map((plan) => plan.name).join(', ')}`,
      target: 'no sequential scan of a large table',
      ok: seqScans.length === 0,
      plans: scale.plans,
    },
    lesson,
  ];
}

const pad = (text, width) => String(text).padEnd(width);

/** One line per row, fixed columns, so two runs compare line by line. */
export function formatTable(rows) {
  const widths = { database: 9, what: 62, measured: 78 };
  const header = `${pad('database', widths.database)} ${pad('what', widths.what)} ${pad('measured', widths.measured)} ok   target`;
  const lines = rows.map((row) => {
    const measured = row.measured ?? `${int(row.rps)} req/s, p99 ${row.p99} ms`;
    return `${pad(row.database, widths.database)} ${pad(row.what, widths.what)} ${pad(measured, widths.measured)} ${row.ok ? 'yes ' : 'NO  '} ${row.target}`;
  });
  return [header, '-'.repeat(header.length + 30), ...lines].join('\n');
}
