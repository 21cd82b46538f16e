import { lessonsApi } from '@aula/api-client/lessons';
import type { RootState } from '@aula/api-client/store';
import type { LessonPreview } from '@aula/contracts/lessons';
import { routeId } from '@aula/contracts/route-params';
import { allyRoutePattern, allySiteOf } from '@aula/contracts/site-paths';
import { matchPath } from 'react-router';

/**
 * What a visitor's page at a lesson's address was drawn from (lesson-preview-screen.tsx asks the
 * same): the lesson's preview, or `missing` when the address names no lesson this ally shows (the
 * API's 404, or an id that is not one), so the page goes out as not found. Undefined for another
 * page, or without an answer (the API down: the browser draws the page and tries again).
 */
export function visitorLessonPreview(
  pathname: string,
  state: RootState,
): { lesson: LessonPreview } | { missing: true } | undefined {
  const match = matchPath({ path: allyRoutePattern('lesson'), end: true }, pathname);
  const site = match ? allySiteOf(match.params) : undefined;
  if (!match || !site) return undefined;
  const lessonId = routeId(match.params.lessonId);
  if (lessonId === undefined) return { missing: true };
  const query = lessonsApi.endpoints.getLessonPreview.select({
    lessonId,
    country: site.country,
    ally_code: site.allyCode,
  })(state);
  if (query.data === null) return { missing: true };
  return query.data ? { lesson: query.data } : undefined;
}
