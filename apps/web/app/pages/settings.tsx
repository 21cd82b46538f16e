export { SettingsPage as default } from '../../src/routes/settings/settings-page';

export const handle = { messages: ['profile'] };

// Drawn in the browser: it shows this device's own choices (language, appearance, the ally last browsed).
export { RootLoading as HydrateFallback } from '../../src/root-layout';
export const clientLoader = () => null;
clientLoader.hydrate = true as const;
