// How the API shares its insight exports out (issue 38): a few stream at once per process, the next
// ones wait their turn in order, and a 429 with Retry-After says why an export was not taken.

/** 429: this member already has an export streaming or waiting; one at a time each. */
export const EXPORT_RUNNING = 'export_running';
/** 429: the exports' line is full; try again after Retry-After. */
export const EXPORTS_BUSY = 'exports_busy';
