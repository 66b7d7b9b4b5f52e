/**
 * Which client and server versions work together. The desktop client sends its version in
 * `X-Client-Version` on every request; a server refuses clients older than its minimum (426
 * `clientTooOld`), and 'Test connection' refuses servers older than the client's minimum.
 * Versions are semantic versions (`1.4.2`, `2.0.0-beta.1`); a pre-release sorts before its release.
 */

/** The oldest client a server accepts unless `MIN_CLIENT_VERSION` says otherwise. */
export const DEFAULT_MIN_CLIENT_VERSION = '0.1.0';

/** The oldest platform server this client can work with (the routes and answers it relies on). */
export const MIN_SERVER_VERSION = '0.1.0';

/** The header a client names its version in. */
export const CLIENT_VERSION_HEADER = 'x-client-version';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

interface ParsedVersion {
  core: [number, number, number];
  preRelease: string[];
}

function parseVersion(version: string): ParsedVersion | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    preRelease: match[4] ? match[4].split('.') : [],
  };
}

export function isSemanticVersion(value: string): boolean {
  return parseVersion(value) !== null;
}

function comparePreRelease(a: string[], b: string[]): number {
  // A release (no pre-release part) is newer than any of its pre-releases.
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const left = a[index]!;
    const right = b[index]!;
    if (left === right) continue;
    const leftNumeric = /^\d+$/.test(left);
    const rightNumeric = /^\d+$/.test(right);
    if (leftNumeric && rightNumeric) return Number(left) - Number(right);
    // Numeric identifiers sort before alphanumeric ones.
    if (leftNumeric !== rightNumeric) return leftNumeric ? -1 : 1;
    return left < right ? -1 : 1;
  }
  return a.length - b.length;
}

/** Negative when a is older than b, 0 when equal (build metadata ignored), positive when newer; null when either is not a version. */
export function compareVersions(a: string, b: string): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let index = 0; index < 3; index += 1) {
    const difference = left.core[index]! - right.core[index]!;
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(comparePreRelease(left.preRelease, right.preRelease));
}

/** Whether `version` is at least `minimum`; a value that is not a version never is. */
export function isAtLeast(version: string, minimum: string): boolean {
  const comparison = compareVersions(version, minimum);
  return comparison !== null && comparison >= 0;
}
