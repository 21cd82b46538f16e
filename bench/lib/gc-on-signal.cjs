// Preloaded into a server the bench measures (NODE_OPTIONS="--expose-gc --require <this file>"):
// on SIGUSR2 it runs full garbage collections and writes the process's memory figures as JSON to
// BENCH_GC_REPORT, so a reading of resident memory is not of garbage not yet collected. The
// server has no endpoint for that, and the bench adds none to the product.
const { writeFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');

const report = process.env.BENCH_GC_REPORT;
if (report && isMainThread && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    // A second pass collects what finalizers of the first released.
    setTimeout(() => {
      globalThis.gc();
      writeFileSync(report, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    }, 100);
  });
}
