import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';

interface LockPackage {
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
}

const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('package-lock.json', () => {
  // `npm ci` refuses a lock that lacks another platform's native package (macOS, Windows), so an
  // install there would differ from Linux; this names the missing ones before CI does.
  it('records every optional (per-platform) package that a locked package asks for', () => {
    const paths = new Set(Object.keys(lock.packages));
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
        if (!paths.has(nested) && !paths.has(`node_modules/${name}`))
          missing.push(`${name} (for ${path || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is in step with package.json', () => {
    const root = lock.packages[''] as LockPackage & {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });
});
