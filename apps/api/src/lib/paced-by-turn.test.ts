import { describe, expect, it } from 'vitest';
import { pacedByTurn } from './paced-by-turn';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('pacedByTurn', () => {
  it('handles an item at once when the loop is quiet', () => {
    const handled: number[] = [];
    const push = pacedByTurn(3, (item: number) => handled.push(item));
    push(1);
    expect(handled).toEqual([1]);
  });

  it('handles a burst a few per turn, in order, giving the loop back between', async () => {
    const handled: number[] = [];
    const push = pacedByTurn(3, (item: number) => handled.push(item));
    for (let item = 1; item <= 8; item += 1) push(item);
    expect(handled).toEqual([1, 2, 3]);
    await nextTurn();
    expect(handled).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    expect(handled).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps the order when items come while others wait, and starts afresh after a quiet turn', async () => {
    const handled: number[] = [];
    const push = pacedByTurn(2, (item: number) => handled.push(item));
    push(1);
    push(2);
    push(3);
    expect(handled).toEqual([1, 2]);
    await nextTurn();
    push(4);
    await nextTurn();
    await nextTurn();
    expect(handled).toEqual([1, 2, 3, 4]);
    await nextTurn();
    await nextTurn();
    push(5);
    expect(handled).toEqual([1, 2, 3, 4, 5]);
  });
});
