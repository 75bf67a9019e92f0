/** What a compile worker sends back: the compiled module, or the error with its place. */
export type CompileReply =
  { id: number; ok: true; code: string } | { id: number; ok: false; reason: string; line?: number; column?: number };

export interface CompileRequest {
  id: number;
  path: string;
  source: string;
}

export interface CompileWorkerData {
  root: string;
  development: boolean;
}
