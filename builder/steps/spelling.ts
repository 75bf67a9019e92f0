import { buildStep, warn } from '../build-context';
import { compileStep } from './compile';

/**
 * The wait for the spelling thread, which has every page once the compile has ended. Its warnings
 * never stop the build; a failure elsewhere ends the thread rather than waiting for it.
 */
export const spellingStep = buildStep({
  name: 'spelling',
  inputs: { compiled: compileStep },
  async run(_inputs, context) {
    const stop = () => {
      context.spelling.close().catch(() => {});
    };
    context.signal.addEventListener('abort', stop, { once: true });
    try {
      warn(context, await context.spelling.problems());
    } finally {
      context.signal.removeEventListener('abort', stop);
    }
  },
});
