/**
 * Days and wall-clock times in a named time zone, with Intl alone: the Dubai day a message
 * counts on (REPORT_TIME_ZONE), and the instant a gateway's local time stands for.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Every zone's day changes on a quarter hour, so the day of a quarter hour is the day of each of its instants. */
const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MEMO_LIMIT = 10_000;
const dayMemo = new Map<string, Map<number, string>>();

/** The calendar day (yyyy-MM-dd) of an instant in a zone (remembered per quarter hour: ingestion asks for it per message). */
export function dayInZone(instant: Date, timeZone: string): string {
  let days = dayMemo.get(timeZone);
  if (!days || days.size >= DAY_MEMO_LIMIT) {
    days = new Map();
    dayMemo.set(timeZone, days);
  }
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  let day = days.get(quarter);
  if (day === undefined) {
    const wall = wallTimeOf(new Date(quarter * QUARTER_HOUR_MS), timeZone);
    day = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
    days.set(quarter, day);
  }
  return day;
}

/**
 * The instant a wall-clock time 'YYYY-MM-DD HH:MM[:SS]' (or with 'T') of a zone stands for, or
 * null when it is not such a time. A time that a daylight-saving change skips or repeats takes
 * the zone's offset just before the change.
 */
export function instantOfWallTime(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The zone's offset at a guess, then at the corrected instant (they differ only near a change).
  let instant = asUtc - offsetAt(new Date(asUtc), timeZone);
  instant = asUtc - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
