// What a failed step said about its failure, kept while its output streams past. CI shows only
// the tail of a long log, where parallel tasks keep printing after the one that failed; the
// digest printed last names the failing test and its reason there.
import { stripVTControlCharacters } from 'node:util';

const FAILURE_LINE = /\bFAIL\b|[×✗✘→]|\bERROR\b|Error:|[Tt]imed out|expected .* to |^\s*\d+\) |Received|Expected/;

/** Collects failure lines from chunks of output (which may split lines anywhere). */
export function createFailureDigest({ limit = 80 } = {}) {
  const lines = [];
  let partial = '';

  function keep(line) {
    const plain = stripVTControlCharacters(line).trimEnd();
    if (!plain || !FAILURE_LINE.test(plain)) return;
    lines.push(plain.length > 300 ? `${plain.slice(0, 300)}…` : plain);
    if (lines.length > limit) lines.shift();
  }

  return {
    /** Reads one chunk of a step's output. */
    add(chunk) {
      const text = partial + String(chunk);
      const parts = text.split(/\r?\n/);
      partial = parts.pop() ?? '';
      for (const line of parts) keep(line);
    },
    /** The failure lines seen, the last unfinished line included. */
    lines() {
      if (partial) {
        keep(partial);
        partial = '';
      }
      return [...lines];
    },
  };
}
