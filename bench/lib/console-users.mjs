// Console users for the insight bench, in a process of their own so that their requests do not
// take the CPU of the load generator that measures the learner site (they did: both ran in the
// bench's one event loop). Each user opens an insight screen — its answers asked for together, as
// the browser does — and reads it for a moment before the next, as a person at the console does.
// Started by insight-bench.mjs with { urls, headers, users, screenSize, readMs } on IPC; on 'stop'
// it answers { screens, answers, failures } and exits.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

process.once('message', ({ urls, headers, users = 2, screenSize = 2, readMs = 1000 }) => {
  let running = true;
  let screens = 0;
  let answers = 0;
  let failures = 0;
  const user = async (offset) => {
    for (let at = offset; running; at += screenSize) {
      const screen = Array.from({ length: screenSize }, (_, index) => urls[(at + index) % urls.length]);
      const results = await Promise.allSettled(
        screen.map(async (url) => {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(String(response.status));
        }),
      );
      screens += 1;
      const answered = results.filter((result) => result.status === 'fulfilled').length;
      answers += answered;
      failures += results.length - answered;
      if (running) await sleep(readMs);
    }
  };
  // The users start on different screens, so they do not ask for the same answers in step.
  const working = Array.from({ length: users }, (_, index) => user(index * screenSize));
  process.once('message', async () => {
    running = false;
    await Promise.all(working);
    process.send({ screens, answers, failures }, () => process.exit(0));
  });
  process.send('started');
});
