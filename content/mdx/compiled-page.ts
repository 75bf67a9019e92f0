import type { Place } from '../component-checks/component-use';
import type { CompileReply } from './compile-messages';
import type { PageReading } from '../markup/page-reading';
import type { PageImport } from './recma-lift-imports';

/** A compiled page with what its syntax tree holds for the build's checks (component uses, headings, markup traps). */
export interface CompiledPage extends PageReading {
  /** The module without its imports, which the build writes per build (`page-module-code.ts`). */
  code: string;
  imports: PageImport[];
  /** The Markdown text a visitor reads, with where each text starts, for the spelling check. */
  texts: (Place & { text: string })[];
}

/** What a compile worker sends back: a compile reply, carrying the uses when it succeeded. */
export type PageCompileReply =
  Exclude<CompileReply, { ok: true }> | (Extract<CompileReply, { ok: true }> & CompiledPage);
