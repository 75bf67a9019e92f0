import type { RenderResult } from '../../src/entry-server';

/** What the prerender asks a render worker: one URL path of the site. */
export interface RenderRequest {
  id: number;
  path: string;
}

/** An error as it crosses to the main thread: its name, message and the places `formatBuildError` reads. */
export interface RenderFailure {
  name: string;
  message: string;
  stack?: string;
  id?: string;
  loc?: { file?: string; line: number; column: number };
}

export type RenderReply =
  { id: number; ok: true; result: RenderResult } | { id: number; ok: false; error: RenderFailure };

export interface RenderWorkerData {
  /** The SSR bundle's file URL. */
  entryUrl: string;
}
