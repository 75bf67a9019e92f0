import type { Changes, Committed } from '../shared/api';

/**
 * All the studio's file and git access, behind one small interface (`workspace.ts` implements it
 * over the local disk and the `git` command), so a shared deployment with accounts can put its own
 * behind the same endpoints without touching the UI.
 *
 * Files are named as the API names them: `pages/…` or `public/…`. Anything else (`..`, an absolute
 * path, a symlink leading out, a NUL byte) is refused with a `WorkspaceRefusal` and nothing is read
 * or written.
 */
export interface WorkspaceAccess {
  /** The real folders behind `pages/` and `public/`, for the content readers and checks. */
  readonly pagesDir: string;
  readonly publicDir: string;
  read(file: string): Promise<Buffer>;
  readText(file: string): Promise<string>;
  /** Whether the file exists (false for a folder). */
  exists(file: string): Promise<boolean>;
  /** Writes atomically (a temporary file beside it, then a rename), making folders as needed. */
  write(file: string, data: string | Uint8Array): Promise<void>;
  /** Writes only when no file has that name yet; false when one has. */
  create(file: string, data: string | Uint8Array): Promise<boolean>;
  /** Moves a file, making folders as needed; refuses to replace an existing file. */
  move(from: string, to: string): Promise<void>;
  /** Every file under a folder (`pages/services`), recursively, as API names, sorted. */
  list(folder: string): Promise<string[]>;
  /** The working tree's changes under `pages/` and `public/`. */
  changes(): Promise<Changes>;
  /** Commits every change under `pages/` and `public/`, onto a new branch when `branch` is given. */
  commit(message: string, options: { branch?: string }): Promise<Committed>;
}

/** A request the workspace refuses: the HTTP status to answer with and a sentence for the copywriter. */
export class WorkspaceRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'WorkspaceRefusal';
  }
}
