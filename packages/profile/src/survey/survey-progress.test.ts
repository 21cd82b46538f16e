import { afterEach, describe, expect, it } from 'vitest';
import { loadProgress, saveProgress } from './survey-progress';

const storage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

describe('survey progress where there is no storage (the server renderer)', () => {
  afterEach(() => {
    if (storage) Object.defineProperty(globalThis, 'localStorage', storage);
  });

  it('starts the survey from the beginning instead of throwing, and saving costs nothing', () => {
    // Bad input: no localStorage at all, as in Node, where naming it throws a ReferenceError.
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new ReferenceError('localStorage is not defined');
      },
    });
    expect(loadProgress('impulsa.abc')).toEqual({ step: 0, answers: {} });
    expect(() => saveProgress('impulsa.abc', { step: 1, answers: {} })).not.toThrow();
  });

  it('resumes what this device stored', () => {
    saveProgress('impulsa.abc', { step: 2, answers: {} });
    expect(loadProgress('impulsa.abc').step).toBe(2);
  });
});
