import { expect, it } from 'vitest';
import { calibratedRate, classesFromEnv } from '../../bench/throttle.js';

it('a device class runs the host at host index ÷ class index, within 1–10', () => {
  expect(calibratedRate(2500, 'mid-tier')).toBe(2.5);
  expect(calibratedRate(2640, 'low-tier')).toBe(10);
  expect(calibratedRate(5000, 'low-tier')).toBe(10);
  expect(calibratedRate(800, 'mid-tier')).toBe(1);
});

it('VITALS_CLASSES names the classes, short or full; an unknown one is an error', () => {
  expect(classesFromEnv(undefined)).toEqual(['mid-tier', 'low-tier']);
  expect(classesFromEnv('low, mid-tier')).toEqual(['low-tier', 'mid-tier']);
  expect(() => classesFromEnv('high')).toThrow(/VITALS_CLASSES: unknown class "high"/);
});
