/**
 * An event's `time` as visitors read it, `08:30–11:00 GMT`, and what it means: start and end on the
 * day with the zone's offset from UTC, which search engines need. Only the abbreviations below are
 * accepted, each with one meaning, so `IST` is India's and a typo fails the build.
 */
export const zoneOffsets: Readonly<Record<string, string>> = {
  UTC: '+00:00',
  GMT: '+00:00',
  BST: '+01:00',
  CET: '+01:00',
  CEST: '+02:00',
  IST: '+05:30',
  SGT: '+08:00',
  JST: '+09:00',
  EST: '-05:00',
  EDT: '-04:00',
  PST: '-08:00',
  PDT: '-07:00',
};

export interface EventTime {
  /** `08:30` */
  start: string;
  /** `11:00` */
  end: string;
  /** `+00:00` */
  offset: string;
}

const timeFormat = /^([01]\d|2[0-3]):([0-5]\d)[–-]([01]\d|2[0-3]):([0-5]\d) ([A-Z]{2,4})$/;

/** The start, end and offset of `08:30–11:00 GMT`; undefined when it does not read so. */
export function parseEventTime(time: string): EventTime | undefined {
  const match = timeFormat.exec(time);
  const offset = match ? zoneOffsets[match[5]] : undefined;
  if (!match || !offset) return undefined;
  return { start: `${match[1]}:${match[2]}`, end: `${match[3]}:${match[4]}`, offset };
}

export const eventTimeMessage = `must read like "08:30–11:00 GMT": start–end in 24-hour time and one of ${Object.keys(zoneOffsets).join(', ')}`;

/**
 * When it starts and ends, ISO 8601: `2026-02-12T08:30:00+00:00` with a time, the bare days without.
 * An event of several days with a time runs from the first day's start to the last day's end.
 */
export function eventInstants(date: string, endDate: string | undefined, time: string | undefined) {
  const parsed = time ? parseEventTime(time) : undefined;
  if (!parsed) return { startDate: date, endDate };
  return {
    startDate: `${date}T${parsed.start}:00${parsed.offset}`,
    endDate: `${endDate ?? date}T${parsed.end}:00${parsed.offset}`,
  };
}
