export { RootLoading as HydrateFallback } from '../../src/root-layout';
export { RequireTeam as default } from '../../src/routes/console/require-team';

export const handle = { consoleFrame: true, messages: ['console'] };

// The console is drawn in the browser, for the team member its tab's session says.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;
