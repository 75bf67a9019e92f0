/** One field of a rejected submission, as the visitor sent it. */
export interface SentAnswer {
  name: string;
  label: string;
  /** What was sent, readable: the typed text, the chosen option's label, "Ticked". */
  value: string;
  problem?: string;
}
