/** What a compile worker sends back: the compiled module, or the error with its place. */
export type CompileReply = { ok: true; code: string } | { ok: false; reason: string; line?: number; column?: number };

export interface CompileRequest {
  path: string;
  source: string;
}

export interface CompileWorkerData {
  root: string;
  development: boolean;
}
