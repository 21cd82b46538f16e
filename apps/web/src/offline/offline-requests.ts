// The caches the service worker keeps per ally and the answers it gives for a write it queues.
// Which requests it keeps or queues is declared on the contracts' endpoints (offline-routes.ts).

/** The cache that holds one ally's lessons on this device (a session belongs to one ally). */
export function lessonCacheName(allyCode: string): string {
  return `aula-lessons-${allyCode}`;
}

/** The cache that holds one ally's lists as last seen on this device. */
export function listCacheName(allyCode: string): string {
  return `aula-lists-${allyCode}`;
}

/** The lesson a lesson read belongs to, for the "available offline" mark. */
export function lessonUrl(lessonId: number | string): string {
  return `/api/lessons/${lessonId}/`;
}

/** Every answer the device may keep for one lesson (its parts named by the lesson's answer). */
export function lessonReadUrls(lessonId: number, partIds: readonly number[]): string[] {
  return [
    lessonUrl(lessonId),
    `/api/lessons/${lessonId}/parts/`,
    `/api/introductions/${lessonId}/`,
    `/api/lessons/${lessonId}/has_next_lesson/`,
    ...partIds.map((partId) => `/api/parts/${partId}/`),
  ];
}

interface CachedLesson {
  favorite?: boolean;
  rating_average?: number | null;
  rating_count?: number | null;
}

export interface QueuedAnswer {
  /** 200: queued and answered; 400: not a change the API would take, so not queued. */
  status: 200 | 400;
  body: object;
}

/**
 * The answer given at once for a write queued offline, shaped as the API's (contracts: the
 * favourite's new state, the rating and the average the device knows), so the screen shows the
 * learner's change; the server's own answer comes when the queue is sent.
 */
export function queuedAnswer(pathname: string, body: unknown, lesson: CachedLesson | undefined): QueuedAnswer {
  // A check's grade is the server's alone (the device never knows the right answers): the answer
  // says only which try waits, and its header tells the app it was queued (@aula/api-client/queued-write).
  if (pathname.endsWith('/check_attempts/')) {
    const attempt = (body as { attempt?: unknown } | null)?.attempt;
    if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 1) {
      return { status: 400, body: { error: 'bad_request', message: 'attempt must be a whole number from 1' } };
    }
    return { status: 200, body: { queued: true, attempt } };
  }
  // Not done yet, as far as the device knows: the part is marked when the server's answer says so.
  if (pathname.endsWith('/progress/')) {
    return { status: 200, body: { completed: false, lesson_progress: 0, remaining_seconds: 0 } };
  }
  if (pathname.endsWith('/set_favorite/')) {
    // The state the learner asked for; a client of the spec's empty body toggles what the device knows.
    const wanted = (body as { favorite?: unknown } | null)?.favorite;
    return { status: 200, body: { favorite: typeof wanted === 'boolean' ? wanted : !(lesson?.favorite ?? false) } };
  }
  const rating = (body as { rating?: unknown } | null)?.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    return { status: 400, body: { error: 'validation_error', message: 'rating must be a whole number from 1 to 5' } };
  }
  return {
    status: 200,
    body: { rating, rating_average: lesson?.rating_average ?? rating, rating_count: lesson?.rating_count ?? 1 },
  };
}
