import { describe, expect, it } from 'vitest';
import { dash, scoreText, subjectRequirementText } from './dataFormat';

describe('table cells', () => {
  it('prints - for what a row lacks and 不限 for a missing subject requirement', () => {
    expect(dash(null)).toBe('-');
    expect(dash(undefined)).toBe('-');
    expect(dash('  ')).toBe('-');
    expect(dash(0)).toBe('0');
    expect(subjectRequirementText(null)).toBe('不限');
    expect(subjectRequirementText('')).toBe('不限');
    expect(subjectRequirementText('物+化')).toBe('物+化');
    expect(scoreText(643)).toBe('643');
    expect(scoreText(612.5)).toBe('612.5');
    // two decimals as the source prints them, never rounded into another score
    expect(scoreText(533.11)).toBe('533.11');
    expect(scoreText(533.12)).toBe('533.12');
    expect(scoreText(0.1 + 0.2)).toBe('0.3');
    expect(scoreText(null)).toBe('-');
  });
});
