import { describe, expect, it } from 'vitest';
import { msUntilNextTick, remainingSeconds } from './countdown.ts';

const START = 1_700_000_000_000;

describe('countdown arithmetic', () => {
  it('counts whole seconds down from the start', () => {
    expect(remainingSeconds(START, START, 60)).toBe(60);
    expect(remainingSeconds(START, START + 999, 60)).toBe(60);
    expect(remainingSeconds(START, START + 1000, 60)).toBe(59);
    expect(remainingSeconds(START, START + 58_500, 60)).toBe(2);
    expect(remainingSeconds(START, START + 59_999, 60)).toBe(1);
    expect(remainingSeconds(START, START + 60_000, 60)).toBe(0);
  });

  it('never goes below zero (a phone that slept through the end) nor above the start (a clock set back)', () => {
    expect(remainingSeconds(START, START + 10 * 60_000, 60)).toBe(0);
    expect(remainingSeconds(START, START - 5000, 60)).toBe(60);
  });

  it('the next tick falls on the next whole second after the start', () => {
    expect(msUntilNextTick(START, START)).toBe(1000);
    expect(msUntilNextTick(START, START + 1000)).toBe(1000);
    expect(msUntilNextTick(START, START + 1250)).toBe(750);
    expect(msUntilNextTick(START, START + 59_999)).toBe(1);
    expect(msUntilNextTick(START, START - 300)).toBe(1000);
  });
});
