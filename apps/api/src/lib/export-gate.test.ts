import { describe, expect, it } from 'vitest';
import { ExportGate, type ExportTurn } from './export-gate';

const turnOf = (taken: ReturnType<ExportGate['take']>): ExportTurn => {
  if ('refused' in taken) throw new Error(`refused: ${taken.refused}`);
  return taken;
};

describe('ExportGate', () => {
  it('lets `atOnce` start, keeps the next in line in order, refuses a second of one member and a full line', async () => {
    const gate = new ExportGate(2, 2);
    const started: string[] = [];
    const turns = ['a', 'b', 'c', 'd'].map((member) => {
      const turn = turnOf(gate.take(member));
      void turn.ready.then((go) => go && started.push(member));
      return turn;
    });
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(gate.counts).toEqual({ running: 2, waiting: 2 });
    // Tried: a fifth member when two run and two wait, and member a again while theirs runs.
    expect(gate.take('e')).toEqual({ refused: 'full' });
    expect(gate.take('a')).toEqual({ refused: 'member' });

    turns[1]?.release();
    turns[1]?.release(); // a second release frees nothing more
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(gate.counts).toEqual({ running: 2, waiting: 1 });
    turns[0]?.release();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    // Member a's turn is over: they may ask again (and wait, two running).
    expect('refused' in gate.take('a')).toBe(false);
  });

  it('gives up a waiting turn released before it starts, without taking a place from the rest', async () => {
    const gate = new ExportGate(1, 5);
    const running = turnOf(gate.take('a'));
    const left = turnOf(gate.take('b'));
    const next = turnOf(gate.take('c'));
    left.release(); // b's client went away while waiting
    expect(await left.ready).toBe(false);
    expect(gate.counts).toEqual({ running: 1, waiting: 1 });
    running.release();
    expect(await next.ready).toBe(true);
    expect(gate.counts).toEqual({ running: 1, waiting: 0 });
  });
});
