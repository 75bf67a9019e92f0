import type { ReactNode } from 'react';
import type { z } from 'zod';
import { atRenderTime } from './component-messages';
import { propProblems } from './prop-issues';
import { noteComponent } from '../render-reads';

/** A component's props were wrong while rendering; the render adds the page's file (`entry-server.tsx`). */
export class ComponentPropsError extends Error {
  override name = 'ComponentPropsError';
}

/**
 * The component as the component map holds it: its props are checked against its schema when it
 * renders (defaults filled in) before the component sees them. The build has checked every value a
 * page writes out; this catches the values only known while rendering.
 */
export function checkedComponent<S extends z.ZodObject>(
  name: string,
  schema: S,
  Component: (props: z.output<S>) => ReactNode,
): (props: z.input<S>) => ReactNode {
  function Checked(props: z.input<S>) {
    noteComponent(name);
    const result = schema.safeParse(props);
    if (!result.success) {
      // Parsed again for the messages, which quote the values: rare, and most props are right.
      const issues = schema.safeParse(props, { reportInput: true }).error?.issues ?? result.error.issues;
      throw new ComponentPropsError(
        propProblems(name, schema, issues)
          .map(({ message }) => message + atRenderTime)
          .join('\n'),
      );
    }
    // Called, not rendered as an element: one component per use, as without the check (a build
    // renders tens of thousands). Its hooks are this function's, the same on every render.
    return Component(result.data);
  }
  Checked.displayName = name;
  return Checked;
}
