// The paths whose anonymous answers the public cache keeps: those the contracts declare with a
// `publicCache` policy. The declarations are imported as types only (their schemas would put zod
// in the first download), and the compiler holds this table to them both ways: a declared public
// path missing here, or a path here that is not one, does not compile.
import type { EndpointDeclaration } from '@aula/contracts/endpoint';
import { pathMatcher } from '@aula/contracts/endpoint';
import type { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { achievementEndpoints } from '@aula/contracts/endpoints/achievements';
import type { blogEndpoints } from '@aula/contracts/endpoints/blog';
import type { brandEndpoints } from '@aula/contracts/endpoints/brands';
import type { catalogEndpoints } from '@aula/contracts/endpoints/catalogs';
import type { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { moduleEndpoints } from '@aula/contracts/endpoints/modules';
import type { pageEndpoints } from '@aula/contracts/endpoints/pages';
import type { profileEndpoints } from '@aula/contracts/endpoints/profile';
import type { reportEndpoints } from '@aula/contracts/endpoints/reports';

type DeclarationsOf<Domain> = Domain extends unknown ? Domain[keyof Domain] : never;
type Declared = DeclarationsOf<
  | typeof accountEndpoints
  | typeof achievementEndpoints
  | typeof blogEndpoints
  | typeof brandEndpoints
  | typeof catalogEndpoints
  | typeof lessonEndpoints
  | typeof moduleEndpoints
  | typeof pageEndpoints
  | typeof profileEndpoints
  | typeof reportEndpoints
>;

/** Path templates of the GETs the contracts let a shared cache keep. */
export type PublicCachedPath = Extract<
  Declared,
  EndpointDeclaration & { method: 'GET'; publicCache: readonly unknown[] }
>['path'];

const publicCachedPaths: Record<PublicCachedPath, true> = {
  '/api/catalogs/countries/': true,
  '/api/catalogs/countries-all/': true,
  '/api/city-by-geographic-area/{id}/': true,
  '/api/level_maturity': true,
  '/api/catalogs/reviews/': true,
  '/admin/catalogs/business_types/': true,
  '/admin/catalogs/employee_numbers/': true,
  '/admin/catalogs/business_improvements/': true,
  '/admin/catalogs/education_levels/': true,
  '/api/catalogs/weekly_incomes/': true,
  '/api/catalogs/geographic_areas/': true,
  '/api/catalogs/geographic-area-by-country/{id}/': true,
  '/api/catalogs/postal_codes/': true,
  '/api/teacher/': true,
  '/api/campus/': true,
  '/api/group/': true,
  '/api/subject/': true,
  '/api/type_ally/': true,
  '/api/catalogs/ally_customers/': true,
  '/api/new_lessons/': true,
  '/api/most_viewed_lessons/': true,
  '/api/lesson_previews/{id}/': true,
  '/api/{country}/posts/': true,
  '/api/{country}/posts/slug/{slug}/': true,
  '/api/{country}/homepages/': true,
  '/api/landing_pages/{code}/': true,
  '/api/brands/{code}/': true,
};

export const PUBLIC_CACHED_PATHS = Object.keys(publicCachedPaths) as PublicCachedPath[];

// Compiled once: the public cache asks on every anonymous GET.
const publicPathMatchers = PUBLIC_CACHED_PATHS.map(pathMatcher);

/** Whether a pathname (no query) is an instance of a publicly cached path. */
export function isPublicCachedPath(pathname: string): boolean {
  return publicPathMatchers.some((matches) => matches(pathname));
}
