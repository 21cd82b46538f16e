// The page a phone shows offline for an address it has not kept (sw/service-worker.ts precaches it
// from /offline-shell): the root's loading frame, after which the router draws the address's
// screens in the browser from what the phone keeps. Its module is precached too, and its screen
// stands in for a screen whose code the phone never kept (sw/built-files.ts).
export { NotKeptHere as default } from '../../src/route-error';

export const clientLoader = () => null;
clientLoader.hydrate = true as const;
