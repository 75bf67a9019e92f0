import { describe, expect, it } from 'vitest';
import { eventInstants, parseEventTime } from '../../../src/shared/items/event-time';

describe('an event’s time as visitors read it', () => {
  it('reads start, end and the zone’s offset', () => {
    expect(parseEventTime('08:30–11:00 GMT')).toEqual({ start: '08:30', end: '11:00', offset: '+00:00' });
    expect(parseEventTime('10:00–16:00 IST')).toEqual({ start: '10:00', end: '16:00', offset: '+05:30' });
    expect(parseEventTime('15:00-16:00 CET')).toEqual({ start: '15:00', end: '16:00', offset: '+01:00' });
  });

  it('refuses what it cannot place in time', () => {
    for (const time of ['8:30–11:00 GMT', '08:30–11:00', '08:30–11:00 XYZ', 'morning', '25:00–26:00 GMT'])
      expect(parseEventTime(time), time).toBeUndefined();
  });

  it('gives ISO 8601 instants with the offset, over the days of the event', () => {
    expect(eventInstants('2025-12-09', '2025-12-11', '10:00–16:00 IST')).toEqual({
      startDate: '2025-12-09T10:00:00+05:30',
      endDate: '2025-12-11T16:00:00+05:30',
    });
    expect(eventInstants('2026-02-12', undefined, undefined)).toEqual({ startDate: '2026-02-12', endDate: undefined });
  });
});
