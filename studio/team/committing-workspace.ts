import type { Changes, Committed } from '../shared/api';
import type { LocalWorkspace } from '../server/workspace';
import { WorkspaceRefusal, type WorkspaceAccess } from '../server/workspace-access';

/**
 * A writer's worktree as the studio's own endpoints see it (`WorkspaceAccess`): reads and writes go
 * through the local studio's path guards (`LocalWorkspace`), and every file written, made or moved
 * is remembered, so the team studio commits them as the writer once the endpoint has answered.
 * The local Publish (`changes`, `commit`) is not offered: a team change is submitted for review.
 */
export class CommittingWorkspace implements WorkspaceAccess {
  readonly #files: LocalWorkspace;
  /** Every file written, made or moved (both names), as API names. */
  readonly touched = new Set<string>();

  constructor(files: LocalWorkspace) {
    this.#files = files;
  }

  get pagesDir(): string {
    return this.#files.pagesDir;
  }

  get publicDir(): string {
    return this.#files.publicDir;
  }

  read(file: string): Promise<Buffer> {
    return this.#files.read(file);
  }

  readText(file: string): Promise<string> {
    return this.#files.readText(file);
  }

  exists(file: string): Promise<boolean> {
    return this.#files.exists(file);
  }

  list(folder: string): Promise<string[]> {
    return this.#files.list(folder);
  }

  async write(file: string, data: string | Uint8Array): Promise<void> {
    await this.#files.write(file, data);
    this.touched.add(file);
  }

  async create(file: string, data: string | Uint8Array): Promise<boolean> {
    const made = await this.#files.create(file, data);
    if (made) this.touched.add(file);
    return made;
  }

  async move(from: string, to: string): Promise<void> {
    await this.#files.move(from, to);
    this.touched.add(from);
    this.touched.add(to);
  }

  changes(): Promise<Changes> {
    return Promise.reject(notHere());
  }

  commit(): Promise<Committed> {
    return Promise.reject(notHere());
  }
}

function notHere(): WorkspaceRefusal {
  return new WorkspaceRefusal(403, 'In the team studio a change is submitted for review, not published from here.');
}
