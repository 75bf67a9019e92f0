import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../server/byte-range';

describe('byteRange', () => {
  it('reads one range, open-ended or from the end', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(byteRange('bytes=95-500', 100)).toEqual({ kind: 'part', start: 95, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
  });

  it('refuses a range that starts past the end', () => {
    expect(byteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=99999999999999999999-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends the whole file for what it does not take', () => {
    for (const header of [undefined, '', 'bytes=5-1', 'bytes=0-1,3-4', 'items=0-1', 'bytes=-', 'bytes=a-b']) {
      expect(byteRange(header, 100)).toEqual({ kind: 'whole' });
    }
  });
});
