import { allyRoutes } from '@aula/contracts/site-paths';
import { type Feature, lazyMessages, screenRoute, withVisitorScreen } from '@aula/ui-kit/feature';
import {
  loadFavoritesScreen,
  loadLessonPreviewScreen,
  loadLessonScreen,
  loadModuleScreen,
  loadModulesScreen,
  loadSavedScreen,
  loadSeccionHome,
} from './chunks';

// The hearts on lesson cards, posted to the page before the app runs: one chunk for every list screen.
const loadCardsAction = () => import('./shared/lesson-cards-action').then((m) => m.lessonCardsAction);

/** The learner's lesson screens; each is its own chunk. */
export const lessonsFeature: Feature = {
  messages: lazyMessages(
    'lessons',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  learner: [
    // From home a learner most often opens a lesson; the bar's other lesson places and the saved
    // place come too (small), so they open offline as well.
    screenRoute(
      allyRoutes.seccion,
      () => loadSeccionHome().then((m) => m.SeccionHome),
      () => Promise.all([loadLessonScreen(), loadModulesScreen(), loadFavoritesScreen(), loadSavedScreen()]),
      loadCardsAction,
    ),
    screenRoute(allyRoutes.modules, () => loadModulesScreen().then((m) => m.ModulesScreen), loadModuleScreen),
    screenRoute(allyRoutes.module, () => loadModuleScreen().then((m) => m.ModuleScreen), loadLessonScreen),
    // After a lesson: back to its module (the next lesson is this same chunk). A lesson opened is a
    // lesson saved: the saved place's code comes too, so it opens offline. A shared lesson link
    // opened by someone not signed in shows the lesson's preview rather than the sign-in.
    withVisitorScreen(
      // A page drawn with a check part needs the check's code before it is drawn (check-part-chunk.ts).
      screenRoute(
        allyRoutes.lesson,
        () => loadLessonScreen().then((m) => m.readyLessonScreen()),
        () => Promise.all([loadModuleScreen(), loadSavedScreen()]),
        () => import('./lesson/lesson-action').then((m) => m.lessonAction),
      ),
      () => loadLessonPreviewScreen().then((m) => m.LessonPreviewScreen),
    ),
    screenRoute(
      allyRoutes.favorites,
      () => loadFavoritesScreen().then((m) => m.FavoritesScreen),
      loadLessonScreen,
      loadCardsAction,
    ),
    // What this phone keeps: from there a learner opens a saved lesson.
    screenRoute(allyRoutes.saved, () => loadSavedScreen().then((m) => m.SavedScreen), loadLessonScreen),
  ],
};
