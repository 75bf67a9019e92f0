import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseSync } from 'vite';

/** The code a page's render runs, by who runs it: paths from the project root. */
export interface SourceModules {
  /** What every page renders in: the server entry, the layout, header and footer, and what they import. */
  frame: string[];
  /** Each component of the component map: its module, its props schema and what they import. */
  components: Record<string, string[]>;
}

const componentMap = 'src/mdx-components.tsx';
const serverEntry = 'src/entry-server.tsx';
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

interface ParsedModule {
  /** Project-relative files it imports or re-exports from (types left out). */
  imports: string[];
  /** Local name of each import, with the file it comes from. */
  bindings: Map<string, string>;
}

/** Reads the import graph of the project's own modules with the bundler's parser, one file once. */
class ImportGraph {
  private readonly parsed = new Map<string, ParsedModule>();

  constructor(private readonly root: string) {}

  module(file: string): ParsedModule {
    let module = this.parsed.get(file);
    if (!module) {
      module = this.parse(file);
      this.parsed.set(file, module);
    }
    return module;
  }

  /** `file` and everything it imports, transitively, without entering `stopAt`. */
  closure(files: readonly string[], stopAt: ReadonlySet<string> = new Set()): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || stopAt.has(file)) return;
      seen.add(file);
      for (const imported of this.module(file).imports) visit(imported);
    };
    for (const file of files) visit(file);
    return [...seen].sort();
  }

  private resolve(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = join(dirname(from), specifier);
    const found = extensions.map((extension) => base + extension).find((file) => isFile(join(this.root, file)));
    return found && relative('.', found).split('\\').join('/');
  }

  private parse(file: string): ParsedModule {
    const text = readFileSync(join(this.root, file), 'utf8');
    const { module } = parseSync(file, text);
    const imports = new Set<string>();
    const bindings = new Map<string, string>();
    for (const statement of module.staticImports) {
      const target = this.resolve(file, statement.moduleRequest.value);
      if (!target) continue;
      const values = statement.entries.filter((entry) => !entry.isType);
      if (statement.entries.length === 0 || values.length > 0) imports.add(target);
      for (const entry of values) bindings.set(entry.localName.value, target);
    }
    for (const statement of module.staticExports)
      for (const entry of statement.entries) {
        const target = entry.moduleRequest && this.resolve(file, entry.moduleRequest.value);
        if (target && !entry.isType) imports.add(target);
      }
    return { imports: [...imports], bindings };
  }
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The component map's entries: each name with the identifier it is bound to (`HeroCarousel: HeroCarouselPhotos`). */
function mapEntries(root: string): Map<string, string> {
  const text = readFileSync(join(root, componentMap), 'utf8');
  const { program } = parseSync(componentMap, text);
  const entries = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declaration of statement.declarations) {
      if (declaration.id.type !== 'Identifier' || declaration.id.name !== 'components') continue;
      if (declaration.init?.type !== 'ObjectExpression') continue;
      for (const property of declaration.init.properties)
        if (property.type === 'Property' && property.key.type === 'Identifier' && property.value.type === 'Identifier')
          entries.set(property.key.name, property.value.name);
    }
  }
  return entries;
}

/**
 * The modules behind every page (`frame`) and behind each map component, read from the source of
 * the project at `root`: a changed code file changed a page only when the page ran it.
 */
export function sourceModules(root: string): SourceModules {
  const graph = new ImportGraph(root);
  const frame = graph.closure([serverEntry], new Set([componentMap]));
  const { bindings } = graph.module(componentMap);
  const components: Record<string, string[]> = {};
  for (const [name, identifier] of mapEntries(root)) {
    const file = bindings.get(identifier);
    if (!file) continue;
    const schema = file.replace(/\.tsx$/, '.props.ts');
    components[name] = graph.closure(isFile(join(root, schema)) ? [file, schema] : [file]);
  }
  return { frame, components };
}
