import type { LessonView } from '../repositories/lessons';

/** Past this many unwritten views (the database down for long), the oldest are dropped. */
const MAX_PENDING = 200_000;

export interface ViewBufferOptions {
  /** Writes one batch (at most `batchSize` views) for good, or throws; answers the views counted per lesson. */
  write(views: LessonView[]): Promise<Map<number, number> | undefined>;
  batchSize: number;
  /** After a batch is written: what shows counts can be refreshed. */
  onWritten?(counts: Map<number, number>): Promise<void> | void;
  onError?(error: unknown, dropped: number): void;
  now?: () => Date;
}

function countsOf(views: LessonView[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const view of views) counts.set(view.lessonId, (counts.get(view.lessonId) ?? 0) + 1);
  return counts;
}

/**
 * Lesson views counted in memory and written together, instead of one insert per lesson read.
 * `flush` runs on a timer and when the app closes. A failed write keeps its views for the next
 * flush. Counts shown meanwhile add this process's unwritten views to the stored count.
 */
export class LessonViewBuffer {
  private pending: LessonView[] = [];
  private unwritten = new Map<number, number>();
  private flushing: Promise<void> | undefined;
  /** The last write failed: a flush stops after one try instead of looping on a down database. */
  private failed = false;
  /** Learner and lesson pairs already counted today (UTC) by this process: a reload is no new view. */
  private today = { day: '', seen: new Set<string>() };

  constructor(private readonly options: ViewBufferOptions) {}

  record(lessonId: number, userId: number | null): void {
    const viewedAt = (this.options.now ?? (() => new Date()))();
    if (userId !== null && this.seenToday(lessonId, userId, viewedAt)) return;
    this.pending.push({ lessonId, userId, viewedAt });
    this.unwritten.set(lessonId, (this.unwritten.get(lessonId) ?? 0) + 1);
    if (this.pending.length > MAX_PENDING) this.drop(this.pending.length - MAX_PENDING);
  }

  private seenToday(lessonId: number, userId: number, at: Date): boolean {
    const day = at.toISOString().slice(0, 10);
    if (day !== this.today.day) this.today = { day, seen: new Set() };
    const key = `${userId}:${lessonId}`;
    if (this.today.seen.has(key)) return true;
    this.today.seen.add(key);
    return false;
  }

  /** Views of a lesson recorded here and not yet in the database. */
  unwrittenFor(lessonId: number): number {
    return this.unwritten.get(lessonId) ?? 0;
  }

  get size(): number {
    return this.pending.length;
  }

  /**
   * Writes the views recorded before this call, in batches, with a turn of the event loop between
   * them; waits for a flush already running first. Views recorded meanwhile wait for the next
   * flush: under steady load a flush that chased them would never end, writing back to back and
   * making the cached lists that show counts change every few milliseconds.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    let left = this.pending.length;
    while (left > 0) {
      const batch = this.pending.splice(0, Math.min(left, this.options.batchSize));
      left -= batch.length;
      this.flushing = this.writeBatch(batch).finally(() => {
        this.flushing = undefined;
      });
      await this.flushing;
      if (this.failed || left <= 0) return;
      // Requests waiting meanwhile are read and answered between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (this.flushing) await this.flushing;
    }
  }

  private async writeBatch(batch: LessonView[]): Promise<void> {
    try {
      // Another process may have counted some of these learners' views today: the write says which counted.
      const counts = (await this.options.write(batch)) ?? countsOf(batch);
      this.failed = false;
      for (const view of batch) {
        const left = (this.unwritten.get(view.lessonId) ?? 1) - 1;
        if (left > 0) this.unwritten.set(view.lessonId, left);
        else this.unwritten.delete(view.lessonId);
      }
      await this.options.onWritten?.(counts);
    } catch (error) {
      // Kept, in order, for the next flush; the caller's timer tries again.
      this.failed = true;
      this.pending.unshift(...batch);
      this.options.onError?.(error, 0);
    }
  }

  private drop(count: number) {
    for (const view of this.pending.splice(0, count)) {
      const left = (this.unwritten.get(view.lessonId) ?? 1) - 1;
      if (left > 0) this.unwritten.set(view.lessonId, left);
      else this.unwritten.delete(view.lessonId);
    }
    this.options.onError?.(new Error('lesson views not written for too long'), count);
  }
}
