/**
 * `npm run format:check` adds this plugin to remark (with `--frail`): it warns, and so fails, for
 * each file that `npm run format` would rewrite. remark-cli has no check mode of its own.
 *
 * @this {import('unified').Processor<import('mdast').Root, undefined, undefined, import('mdast').Root, string>}
 * @returns {import('unified').Transformer<import('mdast').Root>}
 */
export default function remarkCheckFormatted() {
  return (tree, file) => {
    if (this.stringify(tree, file) !== String(file.value)) {
      file.message('not formatted: run `npm run format`', { ruleId: 'formatted', source: 'remark-check-formatted' });
    }
  };
}
