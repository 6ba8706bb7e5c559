import { describe, expect, it } from 'vitest';
import { ageLabel, splitAge } from './age-label.ts';

describe('splitAge', () => {
  it('splits seconds into days, hours and minutes', () => {
    expect(splitAge(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(splitAge(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(splitAge(2 * 86400 + 4 * 3600 + 5 * 60 + 7)).toEqual({ days: 2, hours: 4, minutes: 5 });
    expect(splitAge(-30)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('ageLabel', () => {
  it('picks the two largest units', () => {
    expect(ageLabel(2 * 86400 + 4 * 3600 + 300).key).toBe('common.age.days');
    expect(ageLabel(3 * 3600 + 720).key).toBe('common.age.hours');
    expect(ageLabel(420).key).toBe('common.age.minutes');
  });
});
