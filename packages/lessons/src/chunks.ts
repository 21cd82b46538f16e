// Each screen's code, loaded on demand. Only routes.ts imports this: each route mounts its screen and
// names (handle.prefetch) the one the learner most likely opens next, so no screen imports a chunk.
export const loadSeccionHome = () => import('./seccion-home');
export const loadModulesScreen = () => import('./modules-screen');
export const loadModuleScreen = () => import('./module-screen');
export const loadLessonScreen = () => import('./lesson-screen');
/** What a signed-out visitor sees at a lesson's address (a shared link): small, its own chunk. */
export const loadLessonPreviewScreen = () => import('./lesson-preview-screen');
export const loadFavoritesScreen = () => import('./favorites-screen');
export const loadSavedScreen = () => import('./saved-screen');
