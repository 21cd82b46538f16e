// Reads a Chromium performance trace (trace events) and the page's requests into a few figures a
// person can act on: the scripts that cost most main-thread time, the long tasks, the paints, and
// the depth of the request chain. Pure functions, so a trace file can be summarised again later.

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
]);
const ms = (microseconds) => Math.round(microseconds / 1000);
const shortName = (url, origin) => (url ? url.replace(origin, '') : '(unattributed)');

/** The page's main thread: the renderer main thread that ran the most. */
function mainThread(events) {
  const names = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best;
  let bestBusy = -1;
  for (const { pid, tid } of names) {
    const busy = events
      .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (busy > bestBusy) [best, bestBusy] = [{ pid, tid }, busy];
  }
  if (!best) throw new Error('the trace has no renderer main thread (CrRendererMain)');
  return best;
}

function scriptUrl(event) {
  const data = event.args?.data ?? {};
  return data.url ?? data.fileName ?? event.args?.fileName ?? '';
}

/** Main-thread time per script file, counting only outermost script events (no double counting). */
function timePerScript(events, origin) {
  const perUrl = new Map();
  let outerEnd = -1;
  for (const event of events) {
    if (!SCRIPT_EVENTS.has(event.name) || event.ph !== 'X') continue;
    if (event.ts < outerEnd) continue;
    outerEnd = event.ts + (event.dur ?? 0);
    const name = shortName(scriptUrl(event), origin);
    perUrl.set(name, (perUrl.get(name) ?? 0) + (event.dur ?? 0));
  }
  return [...perUrl.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([script, total]) => ({ script, ms: ms(total) }));
}

/** Main-thread time by kind of work, over the whole load. */
function timeByKind(events) {
  const kinds = {
    scripting: SCRIPT_EVENTS,
    'style and layout': new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ParseAuthorStyleSheet']),
    'paint and composite': new Set(['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers']),
    'HTML parsing': new Set(['ParseHTML']),
    'garbage collection': new Set(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR']),
  };
  const totals = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0]));
  const outerEnd = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, -1]));
  for (const event of events) {
    if (event.ph !== 'X') continue;
    for (const [kind, names] of Object.entries(kinds)) {
      if (!names.has(event.name) || event.ts < outerEnd[kind]) continue;
      outerEnd[kind] = event.ts + (event.dur ?? 0);
      totals[kind] += event.dur ?? 0;
    }
  }
  const busy = events.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return { 'main thread busy': ms(busy), ...Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, ms(v)])) };
}

/** Who named a request: the parser's document or the top of the script stack that asked. */
function initiatorUrl(initiator) {
  if (!initiator) return undefined;
  if (initiator.url) return initiator.url;
  let stack = initiator.stack;
  while (stack) {
    const frame = stack.callFrames?.find((call) => call.url);
    if (frame) return frame.url;
    stack = stack.parent;
  }
  return undefined;
}

/**
 * Rounds of script requests: a script asked for more than one round trip after the round's first
 * was only found once an earlier file had arrived (a request chain, whatever initiator Chromium names).
 */
export function scriptRounds(requests, rtt) {
  const scripts = requests.filter(({ url }) => /\.m?js(\?|$)/.test(url));
  const rounds = [];
  for (const { timestamp } of scripts) {
    const current = rounds.at(-1);
    if (current && (timestamp - current.start) * 1000 < rtt) current.count += 1;
    else rounds.push({ start: timestamp, count: 1 });
  }
  const first = requests[0]?.timestamp ?? 0;
  return rounds.map(({ start, count }) => `${Math.round((start - first) * 1000)} ms: ${count}`);
}

/** The longest chain of requests, each named by a file that had to arrive first. */
export function requestChain(requests, origin) {
  const parentOf = new Map(requests.map(({ url, initiator }) => [url, initiatorUrl(initiator)]));
  const depth = (url, seen = new Set()) => {
    const parent = parentOf.get(url);
    if (!parent || parent === url || seen.has(url) || !parentOf.has(parent)) return [url];
    seen.add(url);
    return [...depth(parent, seen), url];
  };
  let longest = [];
  for (const { url } of requests) {
    const chain = depth(url);
    if (chain.length > longest.length) longest = chain;
  }
  const first = requests[0]?.timestamp ?? 0;
  const scripts = requests.filter(({ url }) => /\.m?js(\?|$)/.test(url));
  return {
    requests: requests.length,
    scripts: scripts.length,
    'last script asked at ms': Math.round(((scripts.at(-1)?.timestamp ?? first) - first) * 1000),
    depth: longest.length,
    chain: longest.map((url) => shortName(url, origin)),
  };
}

export function summariseTrace(events, requests, origin, { rtt = 150 } = {}) {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid).sort((a, b) => a.ts - b.ts);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid);
  const start = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const at = (name) => {
    const found = events.filter((event) => event.name === name && event.pid === pid);
    return found.length > 0 ? ms(found.at(-1).ts - start) : null;
  };
  const longTasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
  return {
    'first contentful paint ms': at('firstContentfulPaint'),
    'largest contentful paint ms (last candidate)': at('largestContentfulPaint::Candidate'),
    'main thread ms by kind': timeByKind(onMain),
    'top scripts (main-thread ms)': timePerScript(onMain, origin),
    'long tasks (> 50 ms)': {
      count: longTasks.length,
      'total ms': ms(longTasks.reduce((sum, event) => sum + event.dur, 0)),
      'blocking ms (over 50 each)': ms(longTasks.reduce((sum, event) => sum + event.dur - 50_000, 0)),
      longest: longTasks
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 6)
        .map((event) => ({ 'at ms': ms(event.ts - start), ms: ms(event.dur) })),
    },
    'request chain': requestChain(requests, origin),
    'script request rounds (asked at: files)': scriptRounds(requests, Math.max(rtt, 50)),
  };
}
