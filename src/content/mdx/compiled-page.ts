import type { ComponentUse } from '../components/component-use';
import type { CompileReply } from './compile-messages';

/** A compiled page with the component uses its syntax tree holds, which the build then checks. */
export interface CompiledPage {
  code: string;
  uses: ComponentUse[];
}

/** What a compile worker sends back: a compile reply, carrying the uses when it succeeded. */
export type PageCompileReply =
  Exclude<CompileReply, { ok: true }> | (Extract<CompileReply, { ok: true }> & CompiledPage);
