// Plain types, no zod: the island's code goes to the browser, and zod would more than double its size.

export interface InvestorNewsItem {
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  /** The kind of news, e.g. "Financial results"; search finds it. */
  kind: string;
  /** The short word shown above the title, e.g. "AGM"; search finds it. */
  label: string;
  /** Where "Read more" leads; `#` while the document is not published. */
  href: string;
}

export interface InvestorNewsProps {
  /** Newest first. */
  items: InvestorNewsItem[];
  searchLabel: string;
  emptyText: string;
  /** The empty state's button that empties the search box. */
  clearLabel: string;
}
