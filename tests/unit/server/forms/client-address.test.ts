import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../../server/forms/client-address';

const request = (socket: string, forwardedFor?: string | string[]) => ({
  socket: { remoteAddress: socket } as never,
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), 0)).toBe('203.0.113.9');
  });

  it('is the entry the one trusted proxy appended', () => {
    expect(clientAddress(request('10.0.0.2', '198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('ignores what a client wrote into the header ahead of the proxies', () => {
    expect(clientAddress(request('10.0.0.2', 'forged-by-client, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.3', 'forged, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('reads repeated headers as one list', () => {
    expect(clientAddress(request('10.0.0.3', ['198.51.100.7', '10.0.0.2']), 2)).toBe('198.51.100.7');
  });

  it('falls back to the leftmost address when the chain is shorter than the trusted proxies', () => {
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', '198.51.100.7'), 3)).toBe('198.51.100.7');
  });
});
