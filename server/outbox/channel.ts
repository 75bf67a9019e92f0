import type { SubmissionRecord } from '../store/submission-record';
import type { ChannelName } from './channel-name';

/** A way to tell people of a submission; `send` resolves once the other side accepted it. */
export interface Channel {
  name: ChannelName;
  /** What it sends to, for the start-up log: never a secret. */
  description: string;
  /** Whether submissions of this form are sent here at all (email: a recipient is configured). */
  takes: (form: SubmissionRecord['form']) => boolean;
  send: (record: SubmissionRecord) => Promise<void>;
  close?: () => void;
}
