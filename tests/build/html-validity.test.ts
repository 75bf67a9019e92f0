import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtDocuments, distDir } from './built-site';

// Reads .htmlvalidate.mjs at the project root, as the html-validate command line does.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const documents = builtDocuments();

const readable = (file: string, message: Message) =>
  `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`;

describe('html-validate (recommended and a11y presets, .htmlvalidate.mjs)', () => {
  it('checks every HTML file of the build, redirect pages and the 404 page included', () => {
    expect(documents.length).toBeGreaterThan(150);
    expect(documents.map((document) => document.file)).toEqual(
      expect.arrayContaining(['index.html', '404.html', 'about/our-story/index.html']),
    );
  });

  it.each(documents.map((document) => [document.file, document.html]))('%s has no error', async (file, html) => {
    const report = await validator.validateString(html, join(distDir, file));
    const messages = report.results.flatMap((result) => result.messages.map((message) => readable(file, message)));
    expect(messages).toEqual([]);
  });
});
