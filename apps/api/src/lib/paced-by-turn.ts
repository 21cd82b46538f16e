/**
 * Hands items to `handle` in the order they came, at most `limit` in one turn of the event loop;
 * the rest wait for the next turns (setImmediate). A thread's replies arrive in bursts while the
 * loop is busy, and each one finishes a request (serialise, compress, send): handled all at once
 * they held the loop for hundreds of milliseconds, with new connections and timers waiting.
 * An item that comes to a quiet loop is handled at once.
 */
export function pacedByTurn<T>(limit: number, handle: (item: T) => void): (item: T) => void {
  const waiting: T[] = [];
  let handledThisTurn = 0;
  let turnScheduled = false;

  function endTurnLater() {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  }

  function nextTurn() {
    turnScheduled = false;
    const now = waiting.splice(0, limit);
    handledThisTurn = now.length;
    for (const item of now) handle(item);
    if (handledThisTurn > 0) endTurnLater();
  }

  return (item) => {
    endTurnLater();
    if (waiting.length === 0 && handledThisTurn < limit) {
      handledThisTurn += 1;
      handle(item);
    } else {
      waiting.push(item);
    }
  };
}
