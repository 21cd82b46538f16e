// Each screen's code, loaded on demand. Only routes.ts imports this: each route mounts its screen and
// names (handle.prefetch) the one the learner most likely opens next, so no screen imports a chunk.
export const loadSeccionHome = () => import('./home/seccion-home');
export const loadModulesScreen = () => import('./modules/modules-screen');
export const loadModuleScreen = () => import('./modules/module-screen');
export const loadLessonScreen = () => import('./lesson/lesson-screen');
/** What a signed-out visitor sees at a lesson's address (a shared link): small, its own chunk. */
export const loadLessonPreviewScreen = () => import('./preview/lesson-preview-screen');
export const loadFavoritesScreen = () => import('./favorites/favorites-screen');
export const loadSavedScreen = () => import('./saved/saved-screen');
