import type { FormStore } from '../store/form-store';
import type { Channel } from './channel';
import type { ClaimedItem, DeliveryOutcome } from './outbox-item';
import type { RetrySchedule } from './retry-schedule';

export interface WorkerOptions {
  store: FormStore;
  channels: readonly Channel[];
  schedule: RetrySchedule;
  log: (line: string) => void;
  /** How often the outbox is looked at when nothing kicks it (default 1 s): retries, other servers' items. */
  pollMs?: number;
  /** Items claimed and sent at once (default 16). */
  batch?: number;
  /** How long a claimed item is ours; longer than any channel's timeout (default 2 min). */
  leaseMs?: number;
  now?: () => Date;
}

export interface DeliveryWorker {
  /** Looks at the outbox now (a submission was just stored). */
  kick: () => void;
  /** Stops looking; waits for the deliveries under way (each bounded by its channel's timeout). */
  stop: () => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends what the outbox holds, in the background of the server: every failure is caught, logged
 * and retried on the schedule, so a mail server or receiver that is down or hangs never reaches
 * a visitor's request, and nothing here can end the process.
 */
export function startDeliveryWorker({
  store,
  channels,
  schedule,
  log,
  pollMs = 1000,
  batch = 16,
  leaseMs = 120_000,
  now = () => new Date(),
}: WorkerOptions): DeliveryWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastProblem = '';

  function outcomeOf(item: ClaimedItem, error: unknown): DeliveryOutcome {
    const attempts = item.attempts + 1;
    const next = schedule.nextAttempt(attempts, new Date(item.created), now());
    const message = messageOf(error);
    log(
      `delivery of ${item.form} submission ${item.id} by ${item.channel} failed (attempt ${attempts}): ${message}; ` +
        (next
          ? `trying again at ${next.toISOString()}`
          : 'given up (retry it with npm run submissions -- --retry-failed)'),
    );
    return next ? { state: 'pending', next, error: message } : { state: 'failed', error: message };
  }

  async function deliver(item: ClaimedItem): Promise<void> {
    let outcome: DeliveryOutcome;
    try {
      const channel = channels.find((each) => each.name === item.channel);
      if (!channel) throw new Error(`the ${item.channel} channel is not configured on this server`);
      await channel.send(item.record);
      outcome = { state: 'delivered' };
    } catch (error) {
      outcome = outcomeOf(item, error);
    }
    try {
      await store.settle(item, outcome);
    } catch (error) {
      log(
        `delivery of ${item.id} by ${item.channel}: could not record the outcome (${outcome.state}): ${messageOf(error)}`,
      );
    }
  }

  async function run(): Promise<void> {
    for (;;) {
      again = false;
      try {
        const items = await store.claim(batch, leaseMs);
        lastProblem = '';
        await Promise.all(items.map(deliver));
        if (items.length === batch) again = true;
      } catch (error) {
        const problem = messageOf(error);
        if (problem !== lastProblem) log(`the outbox cannot be read (deliveries wait; trying again): ${problem}`);
        lastProblem = problem;
      }
      if (!again || stopped) return;
    }
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => {
      running = undefined;
      if (stopped) return;
      timer = setTimeout(tick, again ? 0 : pollMs);
      timer.unref();
    });
  }

  if (channels.length) tick();
  return {
    kick() {
      if (channels.length) tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const channel of channels) channel.close?.();
    },
  };
}
