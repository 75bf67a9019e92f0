import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../server/accept-encoding';

const both = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, when both are equally welcome', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
  });

  it('honours weights, and q=0 as never', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('BR;Q=0, GZIP', both)).toBe('gzip');
    expect(chooseEncoding('identity;q=1, br;q=0.5', both)).toBe('identity');
    // Identity unweighed is only the fallback (RFC 9110, 12.5.3): any accepted coding comes first.
    expect(chooseEncoding('gzip;q=0.999, br;q=0.998', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.001', both)).toBe('br');
    expect(chooseEncoding('*;q=0.5, identity;q=0.6', both)).toBe('identity');
  });

  it('sends identity without the header, for unknown codings, and when nothing else is there', () => {
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('', both)).toBe('identity');
    expect(chooseEncoding('deflate, zstd', both)).toBe('identity');
    expect(chooseEncoding('br', [])).toBe('identity');
    expect(chooseEncoding('identity;q=0', [])).toBe('identity');
  });

  it('ignores malformed elements instead of guessing', () => {
    expect(chooseEncoding('br;q=abc, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=2, gzip', both)).toBe('gzip');
    expect(chooseEncoding(',,;;,br', both)).toBe('br');
  });
});
