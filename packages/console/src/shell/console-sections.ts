import { type AllyRoute, type AllySite, allyRoot, allyRoutes } from '@aula/contracts/site-paths';
import { matchPath } from 'react-router';

/** A place of the console: its route key, its words (`shell.nav.<id>`) and who may go there. */
export interface ConsoleSection {
  id:
    | 'team'
    | 'curriculum'
    | 'blog'
    | 'media'
    | 'landing'
    | 'brand'
    | 'domain'
    | 'allies'
    | 'rewards'
    | 'overview'
    | 'funnel'
    | 'survey'
    | 'checks'
    | 'learners'
    | 'messages';
  route: string;
  adminOnly: boolean;
  /** The platform's own places (every ally): staff alone see them. */
  staffOnly?: boolean;
  /** Pages outside the place's own address that still belong to it (a lesson of the curriculum). */
  within?: AllyRoute[];
}

/**
 * The console's places in the order the nav shows them. Each area adds its route key to
 * `allyRoutes`; a place whose key does not exist yet is left out, so the nav never links nowhere.
 */
const SECTIONS: ConsoleSection[] = [
  { id: 'overview', route: 'consoleOverview', adminOnly: false },
  { id: 'funnel', route: 'consoleFunnel', adminOnly: false },
  { id: 'survey', route: 'consoleSurvey', adminOnly: false },
  { id: 'checks', route: 'consoleChecks', adminOnly: false },
  // Names, phones and emails: the API answers editors 403, so the place is not offered to them.
  { id: 'learners', route: 'consoleLearners', adminOnly: true },
  { id: 'curriculum', route: 'consoleModules', adminOnly: false, within: ['consoleLesson'] },
  { id: 'blog', route: 'consoleBlog', adminOnly: false },
  { id: 'media', route: 'consoleMedia', adminOnly: false },
  { id: 'landing', route: 'consoleLanding', adminOnly: false },
  // Only admins change the brand (the API answers an editor's save 403), but editors may read it:
  // the screen shows them the form read-only, with a sentence saying why.
  { id: 'brand', route: 'consoleBrand', adminOnly: false },
  { id: 'domain', route: 'consoleDomain', adminOnly: false },
  { id: 'rewards', route: 'consoleRewards', adminOnly: false, within: ['consoleAchievementEarners'] },
  { id: 'messages', route: 'consoleMessages', adminOnly: false },
  { id: 'team', route: 'consoleTeam', adminOnly: true },
  { id: 'allies', route: 'consoleAllies', adminOnly: true, staffOnly: true },
];

const isAllyRoute = (key: string): key is AllyRoute => Object.hasOwn(allyRoutes, key);

/** The places a user of `role` may open (staff: all; ally admins: their ally's; editors: content only). */
export function consoleSectionsFor(role: string): (ConsoleSection & { route: AllyRoute })[] {
  const staff = role === 'staff';
  const admin = role === 'ally_admin' || staff;
  return SECTIONS.filter(
    (section): section is ConsoleSection & { route: AllyRoute } =>
      isAllyRoute(section.route) && (admin || !section.adminOnly) && (staff || !section.staffOnly),
  );
}

/** Where a place of the console is on this ally's site (its pattern has no parameters). */
export function sectionPath(site: AllySite, section: { route: AllyRoute }): string {
  return `${allyRoot(site)}/${allyRoutes[section.route]}`;
}

/**
 * The place the page at `pathname` belongs to: its own address or one below it, or a page it names
 * as `within`. Null on the console's home and on pages of no place.
 */
export function currentSection<Section extends ConsoleSection & { route: AllyRoute }>(
  site: AllySite,
  sections: Section[],
  pathname: string,
): Section | null {
  const root = allyRoot(site);
  const under = (route: AllyRoute, end: boolean) => matchPath({ path: `${root}/${allyRoutes[route]}`, end }, pathname);
  return (
    sections.find(
      (section) => under(section.route, false) || section.within?.some((route) => under(route, true)) === true,
    ) ?? null
  );
}
