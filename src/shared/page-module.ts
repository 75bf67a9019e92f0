import type { ComponentType } from 'react';

/** A page's compiled MDX, as a module: its content is the default export. */
export interface PageModule {
  default: ComponentType;
}
