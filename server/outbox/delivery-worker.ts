import type { FormStore } from '../store/form-store';
import type { Channel } from './channel';
import type { ClaimedItem, DeliveryOutcome } from './outbox-item';
import type { RetrySchedule } from './retry-schedule';

/** Deliveries under way at once on one channel: also the mail channel's pooled SMTP connections. */
export const sendersPerChannel = 8;

export interface WorkerOptions {
  store: FormStore;
  channels: readonly Channel[];
  schedule: RetrySchedule;
  log: (line: string) => void;
  /** How often the outbox is looked at when nothing kicks it (default 1 s): retries, other servers' items. */
  pollMs?: number;
  /** Deliveries under way at once on each channel (default `sendersPerChannel`). */
  concurrency?: number;
  /**
   * How long a claim lasts without renewal (default 20 s). Renewed every third of it while the send
   * runs, so a slow send keeps its item, and the item of a server that died is free again within it.
   */
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

/** One channel's senders: up to `concurrency` deliveries at once, each claimed and settled alone. */
interface Lane {
  channel: Channel;
  /** The deliveries under way, by their promise. */
  sending: Map<ClaimedItem, Promise<void>>;
  claiming: boolean;
  /** A kick came while claiming: claim once more after. */
  again: boolean;
  lastProblem: string;
}

/**
 * Sends what the outbox holds, in the background of the server. Each channel has its own pool of
 * senders and each delivery is claimed, sent and settled on its own, so a receiver that hangs
 * holds only the senders of its own channel, and a free sender takes the next item at once rather
 * than waiting for a batch. Every failure is caught, logged and retried on the schedule, so
 * nothing a mail server or receiver does reaches a visitor's request or ends the process.
 */
export function startDeliveryWorker({
  store,
  channels,
  schedule,
  log,
  pollMs = 1000,
  concurrency = sendersPerChannel,
  leaseMs = 20_000,
  now = () => new Date(),
}: WorkerOptions): DeliveryWorker {
  let stopped = false;
  const lanes: Lane[] = channels.map((channel) => ({
    channel,
    sending: new Map(),
    claiming: false,
    again: false,
    lastProblem: '',
  }));

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

  async function deliver(channel: Channel, item: ClaimedItem): Promise<void> {
    let outcome: DeliveryOutcome;
    try {
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

  /** Claims as many due items as the lane has free senders and starts each; again when one ends. */
  async function fill(lane: Lane): Promise<void> {
    if (stopped) return;
    if (lane.claiming) {
      lane.again = true;
      return;
    }
    const free = concurrency - lane.sending.size;
    if (free <= 0) return;
    lane.claiming = true;
    lane.again = false;
    let items: ClaimedItem[] = [];
    try {
      items = await store.claim(free, leaseMs, lane.channel.name);
      lane.lastProblem = '';
    } catch (error) {
      const problem = messageOf(error);
      if (problem !== lane.lastProblem)
        log(`the outbox cannot be read (${lane.channel.name} deliveries wait; trying again): ${problem}`);
      lane.lastProblem = problem;
    } finally {
      lane.claiming = false;
    }
    // Stopping meanwhile: the claims lapse (PostgreSQL) or end with the process (files).
    if (stopped) return;
    for (const item of items) {
      const sending = deliver(lane.channel, item).finally(() => {
        lane.sending.delete(item);
        void fill(lane);
      });
      lane.sending.set(item, sending);
    }
    if (lane.again || (items.length === free && items.length > 0)) void fill(lane);
  }

  async function renewLeases(): Promise<void> {
    const items = lanes.flatMap((lane) => [...lane.sending.keys()]);
    if (!items.length) return;
    try {
      await store.renew(items, leaseMs);
    } catch (error) {
      log(`the outbox: could not renew the claims of ${items.length} deliveries under way: ${messageOf(error)}`);
    }
  }

  const kick = () => {
    for (const lane of lanes) void fill(lane);
  };
  const timers = lanes.length ? [setInterval(kick, pollMs), setInterval(() => void renewLeases(), leaseMs / 3)] : [];
  for (const timer of timers) timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(lanes.flatMap((lane) => [...lane.sending.values()]));
      for (const channel of channels) channel.close?.();
    },
  };
}
