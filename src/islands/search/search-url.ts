import { pageTypes, type PageType } from '../../shared/page-types';
import { searchParam } from '../../search-paths';

/** The URL parameter for the type filter. */
const typeParam = 'type';

export interface SearchQuery {
  text: string;
  /** '' for every type. */
  type: PageType | '';
}

/** The query a shared or reloaded URL asks for; an unknown type counts as none. */
export function readSearchQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  const type = params.get(typeParam) ?? '';
  return {
    text: params.get(searchParam) ?? '',
    type: (pageTypes as readonly string[]).includes(type) ? (type as PageType) : '',
  };
}

/** `href` with the query in its parameters (empty ones removed), other parameters kept. */
export function withSearchQuery(href: string, { text, type }: SearchQuery): string {
  const url = new URL(href);
  const set = (name: string, value: string) =>
    value ? url.searchParams.set(name, value) : url.searchParams.delete(name);
  set(searchParam, text.trim());
  set(typeParam, type);
  return `${url.pathname}${url.search}${url.hash}`;
}
