// Every URL of the site, once. Route definitions (react-router patterns) and links, redirects and
// the links the API sends (password reset) are all built from this table, so a screen's address
// lives in one place. Contracts is the one layer both the API and the front end import.
// Read back one way too: `parseSitePath` is the one parser of a site address (the API's page
// plugins, the server renderer); a route's id or page number is read by ./route-params.

/** An ally's site: everything under `/{country}/{allyCode}`. */
export interface AllySite {
  country: string;
  allyCode: string;
}

/**
 * The react-router pattern of an ally's root, written here once: its two parameters are the
 * fields of `AllySite`, so a matched route's params are the site (`allySiteOf`).
 */
export const ALLY_ROOT_PATTERN = '/:country/:allyCode';

/**
 * Route patterns relative to an ally's root (`ALLY_ROOT_PATTERN`). Patterns under `seccion` are for
 * signed-in learners; apps/web mounts them behind the session guard.
 */
export const allyRoutes = {
  landing: '',
  login: 'login',
  register: 'registro',
  verifyPhone: 'registro/verificar',
  forgotPassword: 'recuperar',
  resetPassword: 'restablecer',
  resetPin: 'recuperar-pin',
  /** Where a reminder's return link opens (`?t=`, public): signs the learner in and goes on to the lesson. */
  returnLink: 'volver',
  /** "¿Cerrar sesión?" as a page: where the header's button leads before the app runs (or without it). */
  signOut: 'salir',
  /** The ally's terms of use and privacy notice, written from its brand.json, for allies without their own pages. */
  terms: 'terminos',
  privacy: 'privacidad',
  blog: 'blog',
  blogPage: 'blog/pagina/:page',
  blogPost: 'blog/:slug',
  seccion: 'seccion',
  modules: 'seccion/modulos',
  module: 'seccion/modulos/:moduleId',
  lesson: 'seccion/lecciones/:lessonId',
  favorites: 'seccion/favoritos',
  /** What this phone keeps for reading offline. */
  saved: 'seccion/guardado',
  achievements: 'seccion/logros',
  achievement: 'seccion/logros/:achievementId',
  webinar: 'seccion/logros/:achievementId/webinars/:webinarId',
  profile: 'seccion/perfil',
  personalData: 'seccion/perfil/datos-personales',
  businessData: 'seccion/perfil/negocio',
  businessSurvey: 'seccion/perfil/encuesta',
  accountSettings: 'seccion/cuenta',
  sessions: 'seccion/cuenta/sesiones',
  /** The learner's reminder consent and preferences (channel, how often, quiet hours, language). */
  accountReminders: 'seccion/cuenta/recordatorios',
  /** Where a reminder's opt-out link lands (`?t=`, public): one tap on its button opts out. */
  remindersOptOut: 'recordatorios/baja',
  /**
   * A certificate's public page (public, never cached: a revocation shows at once): anyone checks it
   * there, by its id or by pasting its credential. Its credential names this address, so it never moves.
   */
  certificate: 'certificados/:certificateId',
  /**
   * The ally team's console (ally admins and editors of this ally, and staff): its home, the team
   * (members and invitations, admins only) and where an invitation link lands (`?token=`, public).
   */
  console: 'consola',
  consoleTeam: 'consola/equipo',
  consoleInvitation: 'invitacion-equipo',
  /** The console's curriculum: the modules, a module (`nuevo` for a new one) and a lesson with its parts. */
  consoleModules: 'consola/modulos',
  consoleModule: 'consola/modulos/:moduleId',
  consoleLesson: 'consola/lecciones/:lessonId',
  /** The console's blog: the ally's posts; a post by id, `nueva` for a new one. */
  consoleBlog: 'consola/blog',
  consoleBlogPost: 'consola/blog/:postId',
  /** The console's pictures: the ally's uploaded images, their descriptions, where each is used. */
  consoleMedia: 'consola/imagenes',
  /** The console's landing editor: hero, steps and reviews. */
  consoleLanding: 'consola/portada',
  /** The console's brand ("Marca"): name, tagline, colours and completion thresholds; a draft, then published. */
  consoleBrand: 'consola/marca',
  /** The ally's own domain (its host): admins set or remove it, editors read it. */
  consoleDomain: 'consola/dominio',
  /** The platform's allies (staff only): a new ally with its first admin's invitation, suspending one. */
  consoleAllies: 'consola/aliados',
  /** The console's rewards: achievements and prizes, webinars and their codes. */
  consoleRewards: 'consola/premios',
  /** Who earned an achievement (ally admins: personal data), `?q=` to search; "Enviar códigos" for a webinar prize. */
  consoleAchievementEarners: 'consola/premios/logros/:achievementId',
  /** The certificates the ally issued (ally admins: learners' names), newest first; revoking one with a reason. */
  consoleCertificates: 'consola/premios/certificados',
  /** The console's business survey and profile results, by country and business type, before and after. */
  consoleSurvey: 'consola/encuesta',
  /** The console's knowledge-check results: per check and question, the hardest questions. */
  consoleChecks: 'consola/comprobaciones',
  /** The console's insight: the period's figures, and the funnel and drop-off per module (`?module=` to detail one). */
  consoleOverview: 'consola/resumen',
  consoleFunnel: 'consola/recorrido',
  /** The console's learners (ally admins: personal data): the list (`?q=`, `?module=&stoppedAt=`) and a learner's page. */
  consoleLearners: 'consola/aprendices',
  consoleLearner: 'consola/aprendices/:learnerId',
  /** The console's reminder messages: each kind on or off, its hour, its texts in es and en, and the weekly counts. */
  consoleMessages: 'consola/mensajes',
} as const;

/** Routes that belong to no ally. */
export const siteRoutes = {
  countrySelect: '/',
  settings: '/settings',
  /** The spec's registration page on the mobile web host; opens the ally of the cookies. */
  appRegister: '/home/tabs/register',
  /** The theme studio, where an ally team previews and edits its brand (preview build only). */
  themeStudio: '/estudio',
} as const;

export type AllyRoute = keyof typeof allyRoutes;

/** The `:name` parameters a pattern declares, e.g. 'lessonId' for 'seccion/lecciones/:lessonId'. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The full pattern of an ally route, e.g. '/:country/:allyCode/seccion/lecciones/:lessonId'. */
export type AllyRoutePattern<R extends AllyRoute> = (typeof allyRoutes)[R] extends ''
  ? typeof ALLY_ROOT_PATTERN
  : `${typeof ALLY_ROOT_PATTERN}/${(typeof allyRoutes)[R]}`;

/**
 * The full react-router pattern of an ally route, for a matcher or a test mounting one screen:
 * `allyRoutePattern('login')` is '/:country/:allyCode/login'.
 */
export function allyRoutePattern<R extends AllyRoute>(route: R): AllyRoutePattern<R> {
  const pattern: string = allyRoutes[route];
  return (pattern ? `${ALLY_ROOT_PATTERN}/${pattern}` : ALLY_ROOT_PATTERN) as AllyRoutePattern<R>;
}

/**
 * The ally site a matched route names (its `country` and `allyCode` parameters); undefined for a
 * route outside any ally's site.
 */
export function allySiteOf(params: Readonly<Partial<Record<string, string>>>): AllySite | undefined {
  const { country, allyCode } = params;
  return country && allyCode ? { country, allyCode } : undefined;
}

type ParamsOf<R extends AllyRoute> = Record<RouteParams<(typeof allyRoutes)[R]>, string | number>;

/** Optional query string values; undefined values are left out. */
export type QueryValues = Record<string, string | number | undefined>;

type ParamArgs<R extends AllyRoute> = [RouteParams<(typeof allyRoutes)[R]>] extends [never]
  ? [params?: Record<string, never>, query?: QueryValues]
  : [params: ParamsOf<R>, query?: QueryValues];

function queryString(query: QueryValues | undefined): string {
  if (!query) return '';
  const entries = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)]))}`;
}

/** The ally's root, `/{country}/{allyCode}`. */
export function allyRoot(site: AllySite): string {
  return `/${encodeURIComponent(site.country)}/${encodeURIComponent(site.allyCode)}`;
}

/**
 * The path of one of an ally's screens: `allyPath(site, 'lesson', { lessonId: 3 })` is
 * `/mx/impulsa/seccion/lecciones/3`. A missing parameter throws: a broken link is a bug.
 */
export function allyPath<R extends AllyRoute>(site: AllySite, route: R, ...[params, query]: ParamArgs<R>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const filled = allyRoutes[route].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`allyPath('${route}') needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${allyRoot(site)}${filled ? `/${filled}` : ''}${queryString(query)}`;
}

/**
 * A pattern relative to another ally route, for nested route definitions:
 * `childRoute('lesson', 'seccion')` is 'lecciones/:lessonId'.
 */
export function childRoute(route: AllyRoute, parent: AllyRoute): string {
  const pattern: string = allyRoutes[route];
  const prefix: string = allyRoutes[parent];
  if (prefix === '') return pattern;
  if (pattern === prefix) return '';
  if (!pattern.startsWith(`${prefix}/`)) throw new Error(`route '${route}' is not under '${parent}'`);
  return pattern.slice(prefix.length + 1);
}

/**
 * Which ally route a path relative to the ally's root is, with its parameters:
 * `matchAllyRoute('seccion/lecciones/12')` is `{ route: 'lesson', params: { lessonId: '12' } }`.
 */
export function matchAllyRoute(path: string): { route: AllyRoute; params: Record<string, string> } | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const route of Object.keys(allyRoutes) as AllyRoute[]) {
    const pattern = allyRoutes[route].split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/**
 * The screen one level up, for a "back" link: the nearest route whose pattern is a prefix of this
 * one (`lesson` → `seccion`, `module` → `modules`, `personalData` → `profile`); none for top levels.
 */
export function parentRoute(route: AllyRoute): AllyRoute | undefined {
  const segments = allyRoutes[route].split('/');
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const prefix = segments.slice(0, length).join('/');
    const parent = (Object.keys(allyRoutes) as AllyRoute[]).find((key) => allyRoutes[key] === prefix);
    if (parent) return parent;
  }
  return undefined;
}

/** Where a site address points: an ally's site and the path under its root. */
export interface SitePath {
  site: AllySite;
  /** The path under the ally's root, without slashes at either end: '' for the landing. */
  rest: string;
}

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The ally's site an address names, and the rest of its path: `/mx/impulsa/seccion/lecciones/3?x=1`
 * is `{ site: { country: 'mx', allyCode: 'impulsa' }, rest: 'seccion/lecciones/3' }`. Undefined for
 * an address of no ally (`/`, `/settings`, one segment) or with a broken escape (`/mx/%E0`). The
 * query and the fragment are not part of it; the caller decides which first segments are not sites
 * (`/api/`, `/assets/`).
 */
export function parseSitePath(address: string): SitePath | undefined {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const [country, allyCode, ...rest] = path.split('/').filter(Boolean);
  if (country === undefined || allyCode === undefined) return undefined;
  const site = { country: decoded(country), allyCode: decoded(allyCode) };
  if (!site.country || !site.allyCode) return undefined;
  return { site: { country: site.country, allyCode: site.allyCode }, rest: rest.join('/') };
}

/** Whether a path under an ally's root is `route`'s or one beneath it (`seccion/logros` is under `seccion`). */
export function isUnderRoute(rest: string, route: AllyRoute): boolean {
  const pattern = allyRoutes[route];
  return pattern === '' || rest === pattern || rest.startsWith(`${pattern}/`);
}

/**
 * The fragment that asks a page to take the brand the console's "Marca" is editing from the window
 * that frames it (`@aula/contracts/brand-preview`). A fragment never reaches the server, so the
 * page is drawn and cached as any other.
 */
export const BRAND_PREVIEW_HASH = '#vista-previa-marca';

/** A page of the site as the brand preview frames it: `brandPreviewPath('/mx/impulsa')` is `/mx/impulsa#vista-previa-marca`. */
export function brandPreviewPath(path: string): string {
  return `${path.split('#', 1)[0]}${BRAND_PREVIEW_HASH}`;
}
