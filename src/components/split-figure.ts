/** "40% processing-time reduction" -> { value: "40%", label: "processing-time reduction" }; no figure -> label only. */
export function splitFigure(outcome: string): { value?: string; label: string } {
  const match = /^((?:\$|€|£)?\d[\d.,]*(?:%|x|\+|[BMK]|\/\d+)?)\s+(.+)$/.exec(outcome.trim());
  return match ? { value: match[1], label: match[2] } : { label: outcome.trim() };
}
