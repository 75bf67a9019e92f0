import { createContext } from 'react';

/** Collects the islands one page render uses, and numbers them so `useId` prefixes are unique. */
export class IslandRegistry {
  readonly names = new Set<string>();
  private count = 0;

  /** Records an island and returns the `identifierPrefix` its server and client renders share. */
  add(name: string): string {
    this.names.add(name);
    return `i${this.count++}-`;
  }
}

export const IslandRegistryContext = createContext<IslandRegistry | null>(null);
