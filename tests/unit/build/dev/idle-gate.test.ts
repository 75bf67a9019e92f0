import { describe, expect, it } from 'vitest';
import { IdleGate } from '../../../../builder/dev/idle-gate';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('IdleGate', () => {
  it('waits for the quiet time after it was made', async () => {
    const gate = new IdleGate(40);
    const started = performance.now();
    await gate.whenQuiet();
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('waits while a request is under way, then for the quiet time after it ended', async () => {
    const gate = new IdleGate(40);
    await gate.whenQuiet();
    const done = gate.started();
    let quiet = false;
    const waiting = gate.whenQuiet().then(() => (quiet = true));
    await pause(80);
    expect(quiet).toBe(false);
    const ended = performance.now();
    done();
    await waiting;
    expect(performance.now() - ended).toBeGreaterThanOrEqual(35);
  });

  it('counts a request once however often its end is told', async () => {
    const gate = new IdleGate(20);
    const first = gate.started();
    const second = gate.started();
    first();
    first();
    let quiet = false;
    const waiting = gate.whenQuiet().then(() => (quiet = true));
    await pause(60);
    expect(quiet).toBe(false);
    second();
    await waiting;
  });

  it('starts the quiet time again at a file change', async () => {
    const gate = new IdleGate(60);
    await gate.whenQuiet();
    gate.touched();
    const touchedAt = performance.now();
    await pause(30);
    gate.touched();
    await gate.whenQuiet();
    expect(performance.now() - touchedAt).toBeGreaterThanOrEqual(85);
  });

  it('lets what has arrived be taken in before it answers, even when long quiet', async () => {
    const gate = new IdleGate(0);
    let arrived = false;
    setImmediate(() => {
      arrived = true;
    });
    // A warm-up's loop whose work needs no I/O: the callback queued before it runs at its first step.
    let steps = 0;
    while (!arrived && steps < 1000) {
      await gate.whenQuiet();
      steps++;
    }
    expect(steps).toBe(1);
  });
});
