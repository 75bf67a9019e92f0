import { useId } from 'react';

/**
 * A unique id for an element, `name` first: React's own ids start with "_" (and used to hold
 * "«»"), which HTML allows but CSS selectors and html-validate's valid-id do not take plainly.
 * Same on server and client, so islands hydrate with it.
 */
export function useElementId(name: string): string {
  return `${name}${useId().replace(/[^\w-]/g, '')}`;
}
