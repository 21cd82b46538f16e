// An interaction's duration as INP counts it: from the input to the next paint after its handlers,
// the longest of the event entries (pointerdown, pointerup, click, keydown...) that share an
// interactionId. Entries without one (mouseover, scroll) are not interactions.

/** The longest interaction among `entries` (PerformanceEventTiming as plain objects), in ms; null when none. */
export function longestInteraction(entries) {
  const durations = entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration);
  return durations.length > 0 ? Math.max(...durations) : null;
}

/**
 * The figure printed: `null` means no entry passed the observer's threshold, so the interaction
 * took less than it (it still counts as at target).
 */
export function interactionFigure(duration, thresholdMs) {
  return duration === null ? `< ${thresholdMs}` : String(Math.round(duration));
}

/** The median of several runs' durations, a run under the threshold (null) counted as 0; null when all were. */
export function medianInteraction(durations) {
  const sorted = durations.map((duration) => duration ?? 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return value === 0 ? null : value;
}
