import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStart, whenIdle, yieldToBrowser } from './start-scheduling';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterStart', () => {
  it('waits for the first screen, then gives each task an idle moment of its own', async () => {
    let markReady = () => {};
    const ready = new Promise<void>((done) => {
      markReady = done;
    });
    const idleCallbacks: Array<() => void> = [];
    const register = vi.fn();
    const warm = vi.fn();
    afterStart(ready, [register, warm], (task) => idleCallbacks.push(task));
    await Promise.resolve();
    // Before the page is live nothing is even queued.
    expect(idleCallbacks).toHaveLength(0);
    markReady();
    await ready;
    await Promise.resolve();
    expect(idleCallbacks).toHaveLength(2);
    expect(register).not.toHaveBeenCalled();
    // The browser's idle moments run them, one per callback: the worker's install still happens.
    idleCallbacks[0]?.();
    expect(register).toHaveBeenCalledOnce();
    expect(warm).not.toHaveBeenCalled();
    idleCallbacks[1]?.();
    expect(warm).toHaveBeenCalledOnce();
  });

  it('never runs a task when the page does not come up', async () => {
    const idle = vi.fn();
    const failed = Promise.reject(new Error('deployment.json is not valid'));
    afterStart(failed, [vi.fn()], idle);
    await failed.catch(() => {});
    await Promise.resolve();
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment with a deadline', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where there is no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('yieldToBrowser', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resolves only after the current task (a timer)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    let resumed = false;
    void yieldToBrowser().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    expect(resumed).toBe(true);
  });
});
