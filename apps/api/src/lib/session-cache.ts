import { LRUCache } from 'lru-cache';
import type { Session } from '../repositories/sessions';

/**
 * Sessions found by token hash, cached for a few seconds so a learner's burst of reads costs one
 * look-up. Every hit re-checks the session's own expiry and idle limit. A user's entries are
 * dropped on any change to their sessions (ports/change-events.ts); a look-up that started before such a
 * change is not stored, so it cannot bring a revoked session back.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Session> | undefined;
  /** The cached token hashes of each user, for `forgetUser`; emptied as entries leave. */
  private readonly byUser = new Map<number, Set<string>>();
  /** Bumped by every change; a look-up stores its result only if none happened meanwhile. */
  private revision = 0;

  constructor(
    ttlMs: number,
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
    maxEntries = 50_000,
  ) {
    if (ttlMs <= 0) return;
    this.entries = new LRUCache<string, Session>({
      max: maxEntries,
      ttl: ttlMs,
      ttlResolution: 0,
      perf: { now },
      dispose: (session, tokenHash) => this.unindex(session.user.id, tokenHash),
    });
  }

  get(tokenHash: string): Session | undefined {
    const session = this.entries?.get(tokenHash);
    if (!session) return undefined;
    const now = this.now();
    if (session.expiresAt.getTime() > now && session.lastUsedAt.getTime() > now - this.idleMs) return session;
    this.entries?.delete(tokenHash);
    return undefined;
  }

  /** Call before the database look-up; pass the answer to `set`. */
  mark(): number {
    return this.revision;
  }

  set(tokenHash: string, session: Session, mark: number): void {
    if (!this.entries || mark !== this.revision) return;
    this.entries.set(tokenHash, session);
    const userId = session.user.id;
    const hashes = this.byUser.get(userId) ?? new Set<string>();
    this.byUser.set(userId, hashes.add(tokenHash));
  }

  forgetUser(userId: number): void {
    this.revision += 1;
    for (const hash of this.byUser.get(userId) ?? []) this.entries?.delete(hash);
  }

  clear(): void {
    this.revision += 1;
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  private unindex(userId: number, tokenHash: string) {
    const hashes = this.byUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}
