// The screens the bench opens, their addresses written by @aula/contracts' site-paths (the one
// table of the site's URLs), and what "usable" means on each: the screen's main content is on
// screen and the visitor's first action on it works.
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const SITE_PATHS = new URL('../../packages/contracts/src/site-paths.ts', import.meta.url);

/**
 * `selector`: the element that stands for the screen's main content (the first match counts);
 * `action`: how the visitor uses it — 'click' (a link: the click must take them to its address) or
 * 'type' (a form field: what they type must stay in it once the page has settled).
 */
const USABLE = {
  // The first lesson card: the learner came to open a lesson.
  seccion: {
    selector: 'main a[href*="/seccion/lecciones/"]',
    action: 'click',
    means: 'first lesson card opens its lesson',
  },
  // The first module card.
  modules: {
    selector: 'main a[href*="/seccion/modulos/"]',
    action: 'click',
    means: 'first module card opens its module',
  },
  // The module's first lesson in its list.
  module: {
    selector: 'main a[href*="/seccion/lecciones/"]',
    action: 'click',
    means: "module's first lesson link opens it",
  },
  // The lesson's first part link ("Empezar la lección"): reading starts there.
  lesson: {
    selector: 'main a[href*="parte="]',
    action: 'click',
    means: '"start the lesson" link opens the first part',
  },
  // A favourite lesson, or the empty state's link to the modules (the demo learner has none at first).
  favorites: {
    selector: 'main a[href*="/seccion/"]',
    action: 'click',
    means: 'first link (a favourite or "explore modules") opens',
  },
  achievements: {
    selector: 'main a[href*="/seccion/logros/"]',
    action: 'click',
    means: 'first achievement card opens it',
  },
  profile: {
    selector: 'main a[href*="/seccion/perfil/"]',
    action: 'click',
    means: 'first profile section link opens it',
  },
  // Sign-in's first field (the phone number tab is shown first).
  login: { selector: 'main input[name="phone_number"]', action: 'type', means: 'phone field keeps what is typed' },
  register: {
    selector: 'main input[name="first_name"]',
    action: 'type',
    means: 'first-name field keeps what is typed',
  },
  // The landing's links work without the application (server-rendered).
  landing: { selector: 'main a[href]', action: 'click', means: 'first link in the page opens' },
};

/**
 * Every screen of issue 26 and the public landing and blog, in the order printed. `lessonId` and
 * `moduleId` pick the lesson and module opened (any the seed has).
 */
export async function benchScreens({ country = 'mx', allyCode = 'impulsa', lessonId, moduleId }) {
  const { allyPath } = await tsImport(SITE_PATHS.href, pathToFileURL(import.meta.filename).href);
  const site = { country, allyCode };
  const screen = (route, { params, signedIn = false, name = route, usable = USABLE[route] } = {}) => ({
    name,
    route,
    path: allyPath(site, route, params),
    signedIn,
    usable,
  });
  return [
    screen('landing', { name: 'landing' }),
    screen('blog', { usable: undefined }),
    screen('seccion', { name: 'learner home', signedIn: true }),
    screen('modules', { signedIn: true }),
    screen('module', { name: 'a module', params: { moduleId }, signedIn: true }),
    screen('lesson', { name: 'a lesson', params: { lessonId }, signedIn: true }),
    screen('favorites', { name: 'favourites', signedIn: true }),
    screen('achievements', { signedIn: true }),
    screen('profile', { signedIn: true }),
    screen('login', { name: 'sign-in' }),
    screen('register', { name: 'registration' }),
  ];
}

/** The console's screens measured (issue 43): its summary and its course list, as the ally's admin. */
export async function consoleScreens({ country = 'mx', allyCode = 'impulsa' } = {}) {
  const { allyPath } = await tsImport(SITE_PATHS.href, pathToFileURL(import.meta.filename).href);
  const site = { country, allyCode };
  return [
    { name: 'console summary', route: 'consoleOverview', path: allyPath(site, 'consoleOverview'), signedIn: true },
    { name: 'console course list', route: 'consoleModules', path: allyPath(site, 'consoleModules'), signedIn: true },
  ];
}
