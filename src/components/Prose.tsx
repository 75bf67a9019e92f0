import type { ProseProps } from './Prose.props';

export function Prose({ children }: ProseProps) {
  return <div className="max-w-3xl grid gap-4 text-body text-lg leading-relaxed">{children}</div>;
}
