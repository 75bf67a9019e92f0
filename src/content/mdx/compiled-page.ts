import type { ComponentUse, Place } from '../components/component-use';
import type { CompileReply } from './compile-messages';
import type { PageImport } from './recma-lift-imports';

/** A compiled page with the component uses its syntax tree holds, which the build then checks. */
export interface CompiledPage {
  /** The module without its imports, which the build writes per build (`page-module-code.ts`). */
  code: string;
  uses: ComponentUse[];
  imports: PageImport[];
  /** The Markdown text a visitor reads, with where each text starts, for the spelling check. */
  texts: (Place & { text: string })[];
}

/** What a compile worker sends back: a compile reply, carrying the uses when it succeeded. */
export type PageCompileReply =
  Exclude<CompileReply, { ok: true }> | (Extract<CompileReply, { ok: true }> & CompiledPage);
