import { describe, expect, it } from 'vitest';
import { monogramColor, monogramText } from './monogram';

describe('school crest monogram', () => {
  it('derives a stable monogram', () => {
    expect(monogramText('清华大学')).toBe('清华');
    expect(monogramColor('清华大学')).toBe(monogramColor('清华大学'));
    expect(monogramColor('清华大学')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
