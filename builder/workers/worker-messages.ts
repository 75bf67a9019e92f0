export interface WorkerRequest<Request> {
  id: number;
  request: Request;
}

export type WorkerReply<Reply> = { id: number; ok: true; reply: Reply } | { id: number; ok: false; message: string };
