export interface StoreHealth {
  ready: boolean;
  /** One line for each file that could not be prepared or written last time: `<file>: <error>`. */
  problems: string[];
}

export interface HealthReports {
  /** Told when a file stops working, or fails differently; not again for each failure alike. */
  onProblem?: (message: string) => void;
  /** Told when a file works again after a problem. */
  onRecovery?: (message: string) => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The last outcome of each file's preparation or write: what the store's `health()` reports. */
export class HealthRecord {
  private readonly problems = new Map<string, string>();

  constructor(private readonly reports: HealthReports) {}

  /** Records the outcome of `work` on `name`, passing the outcome on. */
  async track<T>(name: string, work: Promise<T>): Promise<T> {
    try {
      const value = await work;
      this.worked(name);
      return value;
    } catch (error) {
      this.failed(name, error);
      throw error;
    }
  }

  current(): StoreHealth {
    const problems = [...this.problems.values()];
    return { ready: problems.length === 0, problems };
  }

  private failed(name: string, error: unknown): void {
    const problem = `${name}: ${messageOf(error)}`;
    if (this.problems.get(name) !== problem) this.reports.onProblem?.(problem);
    this.problems.set(name, problem);
  }

  private worked(name: string): void {
    if (this.problems.delete(name)) this.reports.onRecovery?.(`${name}: stores submissions again`);
  }
}
