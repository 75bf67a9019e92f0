import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkStudioRequest, isLoopbackAddress } from '../../../studio/server/request-guard';
import { WorkspaceRefusal } from '../../../studio/server/workspace-access';

/** A request's method and headers, which are all the guard reads. */
function request(method: string, headers: Record<string, string>): IncomingMessage {
  return { method, headers } as IncomingMessage;
}

function refusal(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof WorkspaceRefusal) return `${error.status} ${error.message}`;
    throw error;
  }
}

describe('the studio request guard', () => {
  it('mounts the studio only on a loopback address', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2', 'LOCALHOST'])
      expect(isLoopbackAddress(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com', '10.0.0.1', 'localhost.example.com'])
      expect(isLoopbackAddress(host), host).toBe(false);
  });

  it('takes reads for a loopback Host on its port, and changes only with its own Origin', () => {
    for (const host of ['localhost:5173', '127.0.0.1:5173', '[::1]:5173']) {
      expect(
        refusal(() => checkStudioRequest(request('GET', { host }), 5173)),
        host,
      ).toBeUndefined();
      expect(
        refusal(() => checkStudioRequest(request('POST', { host, origin: `http://${host}` }), 5173)),
        host,
      ).toBeUndefined();
    }
  });

  it('refuses another host name (DNS rebinding), another port, a foreign Origin and a missing one', () => {
    expect(refusal(() => checkStudioRequest(request('GET', { host: 'evil.example:5173' }), 5173))).toBe(
      '403 The studio answers only at http://localhost:5173/_studio on this computer, not at the address "evil.example:5173".',
    );
    expect(refusal(() => checkStudioRequest(request('GET', { host: 'localhost:8080' }), 5173))).toMatch(/^403 /);
    expect(refusal(() => checkStudioRequest(request('GET', {}), 5173))).toMatch(/^403 /);
    const host = 'localhost:5173';
    expect(refusal(() => checkStudioRequest(request('POST', { host, origin: 'http://evil.example' }), 5173))).toBe(
      '403 The studio takes changes only from its own page, not from "http://evil.example".',
    );
    expect(refusal(() => checkStudioRequest(request('PUT', { host }), 5173))).toBe(
      '403 The studio takes changes only from its own page, and this request did not say where it came from (no Origin).',
    );
    // Same host, other spelling: the browser's Origin is what it loaded the studio from.
    expect(refusal(() => checkStudioRequest(request('POST', { host, origin: 'http://127.0.0.1:5173' }), 5173))).toMatch(
      /^403 /,
    );
    expect(
      refusal(() => checkStudioRequest(request('POST', { host, origin: 'https://localhost:5173' }), 5173)),
    ).toMatch(/^403 /);
  });
});
