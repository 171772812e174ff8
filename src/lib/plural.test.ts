import { describe, expect, it } from 'vitest';
import { counted, noun } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural for every other count', () => {
    expect(counted(1, 'resource')).toBe('1 resource');
    expect(counted(0, 'resource')).toBe('0 resources');
    expect(counted(2, 'resource')).toBe('2 resources');
    expect(counted(10000, 'resource')).toBe('10000 resources');
    expect(noun(1, 'entry', 'entries')).toBe('entry');
    expect(noun(3, 'entry', 'entries')).toBe('entries');
  });
});
