export { ThemeStudioPage as default } from '../../src/routes/theme-studio/theme-studio-page';

export const handle = { messages: ['auth', 'lessons', 'blog', 'profile', 'achievements', 'console'] };

// Drawn in the browser: it shows this device's own choices (language, appearance, the ally last browsed).
export { RootLoading as HydrateFallback } from '../../src/root-layout';
export const clientLoader = () => null;
clientLoader.hydrate = true as const;
