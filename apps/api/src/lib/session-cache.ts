import type { Session } from '../repositories/sessions';

interface Entry {
  session: Session;
  userId: number;
  cachedUntil: number;
}

/**
 * Sessions found by token hash, kept for a few seconds so a learner's burst of reads costs one
 * look-up. Every hit re-checks the session's own expiry and idle limit. A user's entries are
 * dropped on any change to their sessions (ports/change-events.ts); a look-up that started before such a
 * change is not stored, so it cannot bring a revoked session back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Bumped by every change; a look-up stores its result only if none happened meanwhile. */
  private revision = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  get(tokenHash: string): Session | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    const { session } = entry;
    const alive = session.expiresAt.getTime() > now && session.lastUsedAt.getTime() > now - this.idleMs;
    if (entry.cachedUntil > now && alive) return session;
    this.remove(tokenHash, entry.userId);
    return undefined;
  }

  /** Call before the database look-up; pass the answer to `set`. */
  mark(): number {
    return this.revision;
  }

  set(tokenHash: string, session: Session, mark: number): void {
    if (this.ttlMs <= 0 || mark !== this.revision) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    const userId = session.user.id;
    this.entries.set(tokenHash, { session, userId, cachedUntil: this.now() + this.ttlMs });
    let hashes = this.byUser.get(userId);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(userId, hashes);
    }
    hashes.add(tokenHash);
  }

  forgetUser(userId: number): void {
    this.revision += 1;
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.revision += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(tokenHash: string, userId: number) {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}
