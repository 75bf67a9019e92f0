import type { ComponentUseLog } from '../../content/component-checks/component-use-log';
import type { KnownVocabularies } from '../../content/known-pages';
import type { ListedItems } from '../../content/component-checks/listing-freshness';
import type { ContentProblem } from '../../src/shared/content-error';
import { buildStep, warn } from '../build-context';
import type { ServerEntry } from '../prerender';
import { bundleStep } from './bundle';
import { compileStep } from './compile';
import { frontmatterStep } from './frontmatter';

/** Every page's component uses, read while compiling, checked before any page renders; returns the warnings. */
function checkComponents(
  componentUses: ComponentUseLog,
  server: ServerEntry,
  pagesDir: string,
  pagesLabel: string,
  vocabularies: KnownVocabularies | undefined,
  items: ListedItems,
): ContentProblem[] {
  const componentWarnings = componentUses.check(server.pages, pagesDir, pagesLabel, vocabularies, items);
  return componentWarnings.map((warning) => ({ ...warning, severity: 'warning' }));
}

/** The props each page gives its components: an error stops the build, a warning is reported. */
export const componentsStep = buildStep({
  name: 'components',
  inputs: { content: frontmatterStep, compiled: compileStep, bundles: bundleStep },
  run({ content, compiled, bundles }, context) {
    warn(
      context,
      checkComponents(
        compiled.componentUses,
        bundles.server,
        context.pagesDir,
        content.pagesLabel,
        content.vocabularies,
        { news: content.items.news, events: content.items.events, asOf: context.asOf },
      ),
    );
  },
});
