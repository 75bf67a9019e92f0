import { CardKicker } from './CardKicker';
import { formatCount, formatMonth } from './format-date';

export interface ResearchSummary {
  href: string;
  title: string;
  /** Research Report, White Paper, ... */
  type: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  pages: number;
  downloads?: number;
}

/** One research item in a list: type, month, title, summary, page and download counts, link. */
export function ResearchCard({ item, className = '' }: { item: ResearchSummary; className?: string }) {
  return (
    <li className={`card card-link grid content-start gap-3 ${className}`}>
      <CardKicker label={item.type} dateTime={item.date.slice(0, 7)} date={formatMonth(item.date)} />
      <h3 className="m-0 heading-3">{item.title}</h3>
      <p className="m-0 text-body leading-relaxed">{item.summary}</p>
      <p className="m-0 text-sm text-muted">
        {item.pages} pages{item.downloads !== undefined && ` · ${formatCount(item.downloads)} downloads`}
      </p>
      <a href={item.href} className="arrow-link">
        View Research<span className="sr-only">: {item.title}</span>
        <span aria-hidden="true">→</span>
      </a>
    </li>
  );
}
