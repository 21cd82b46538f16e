// What this device keeps for one ally, read from the service worker's caches (sw/service-worker.ts
// writes them): the lessons a learner opened, the module pages they saw; and forgetting a lesson.
import type { LessonDetail } from '@aula/contracts/lessons';
import type { SavedLesson } from '@aula/ui-kit/saved-offline';
import { lessonCacheName, lessonReadUrls, lessonUrl, listCacheName } from './offline-requests';

const LESSON_PATH = /^\/api\/lessons\/\d+\/$/;
const MODULE_PATH = /^\/api\/lesson_modules\/(\d+)\/$/;

const canKeep = () => 'caches' in globalThis;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A kept answer the saved place can show: the fields it reads, checked by hand rather than by the
 * contract's zod schema, which would add the schema library (25 KB) to every learner screen. The
 * answer was the API's own, so this only turns away an older build's shape.
 */
function asKeptLesson(value: unknown): LessonDetail | undefined {
  if (!isRecord(value) || !isRecord(value.module) || !Array.isArray(value.parts)) return undefined;
  const { id, title, duration_minutes, views } = value;
  const fieldsHold =
    Number.isInteger(id) &&
    typeof title === 'string' &&
    typeof value.module.title === 'string' &&
    typeof duration_minutes === 'number' &&
    typeof views === 'number' &&
    value.parts.every((part) => isRecord(part) && Number.isInteger(part.id));
  return fieldsHold ? (value as LessonDetail) : undefined;
}

async function keptLesson(cache: Cache, url: string | Request): Promise<LessonDetail | undefined> {
  const response = await cache.match(url, { ignoreVary: true });
  return asKeptLesson(await response?.json().catch(() => undefined));
}

async function sizeOf(cache: Cache, url: string): Promise<number> {
  const response = await cache.match(url, { ignoreVary: true });
  return response ? (await response.blob()).size : 0;
}

/** The lessons kept for reading offline, the one read last first, each with the space its answers take. */
export async function readSavedLessons(allyCode: string): Promise<SavedLesson[]> {
  if (!canKeep()) return [];
  const cache = await caches.open(lessonCacheName(allyCode));
  const saved: SavedLesson[] = [];
  // Keys come in the order they were first stored: reversed, the newest lesson leads.
  for (const request of [...(await cache.keys())].reverse()) {
    if (!LESSON_PATH.test(new URL(request.url).pathname)) continue;
    const lesson = await keptLesson(cache, request);
    // An answer of another shape (an older build's) is not offered as a lesson.
    if (!lesson) continue;
    const urls = lessonReadUrls(
      lesson.id,
      lesson.parts.map((part) => part.id),
    );
    const sizes = await Promise.all(urls.map((url) => sizeOf(cache, url)));
    saved.push({ lesson, bytes: sizes.reduce((sum, size) => sum + size, 0) });
  }
  return saved;
}

/** The modules whose page this device keeps. */
export async function readSavedModuleIds(allyCode: string): Promise<Set<number>> {
  if (!canKeep()) return new Set();
  const cache = await caches.open(listCacheName(allyCode));
  const ids = (await cache.keys()).map((request) => MODULE_PATH.exec(new URL(request.url).pathname)?.[1]);
  return new Set(ids.filter((id) => id !== undefined).map(Number));
}

/** Forgets one lesson on this device: its answers and its parts'. */
export async function removeSavedLesson(allyCode: string, lessonId: number): Promise<void> {
  if (!canKeep()) return;
  const cache = await caches.open(lessonCacheName(allyCode));
  const partIds = (await keptLesson(cache, lessonUrl(lessonId)))?.parts.map((part) => part.id) ?? [];
  await Promise.all(lessonReadUrls(lessonId, partIds).map((url) => cache.delete(url, { ignoreVary: true })));
}
