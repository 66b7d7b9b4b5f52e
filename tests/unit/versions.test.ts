import { describe, expect, it } from 'vitest';
import { compareVersions, isAtLeast, isSemanticVersion } from '../../src/shared/versions';

describe('version comparison', () => {
  it('orders by major, minor and patch as numbers, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('0.1.1', '0.1.0')).toBe(1);
  });

  it('puts a pre-release before its release, and orders pre-releases by their parts', () => {
    expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0.0', '1.0.0-rc.1')).toBe(1);
    expect(compareVersions('1.0.0-beta.2', '1.0.0-beta.11')).toBe(-1);
    expect(compareVersions('1.0.0-alpha', '1.0.0-beta')).toBe(-1);
    expect(compareVersions('1.0.0-1', '1.0.0-alpha')).toBe(-1);
    expect(compareVersions('1.0.0-beta', '1.0.0-beta.1')).toBe(-1);
  });

  it('ignores build metadata', () => {
    expect(compareVersions('1.0.0+build.5', '1.0.0')).toBe(0);
  });

  it('knows what is not a version', () => {
    for (const value of ['1.2', 'v1.2.3', '01.2.3', '1.2.3-', '', 'latest']) {
      expect(isSemanticVersion(value), value).toBe(false);
      expect(compareVersions(value, '1.0.0'), value).toBeNull();
      expect(isAtLeast(value, '0.0.0'), value).toBe(false);
    }
  });

  it('says whether a version reaches a minimum', () => {
    expect(isAtLeast('1.4.0', '1.4.0')).toBe(true);
    expect(isAtLeast('1.4.1', '1.4.0')).toBe(true);
    expect(isAtLeast('1.4.0-rc.1', '1.4.0')).toBe(false);
    expect(isAtLeast('1.3.9', '1.4.0')).toBe(false);
  });
});
