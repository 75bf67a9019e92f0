import type { UserConfig } from 'unocss';
import UnoCSS from 'unocss/vite';
import type { Plugin } from 'vite';
import unoConfig from '../../uno.config';

/** What the UnoCSS plugin named `unocss:api` offers, as far as the dev server uses it. */
interface UnoApi {
  getContext: () => { reloadConfig: () => Promise<unknown> };
}

/**
 * UnoCSS for the dev server, given `uno.config.ts` as this process imported it already: UnoCSS's
 * own loading of the file (jiti, with Babel over UnoCSS's presets) took 150 ms of the start on a
 * quiet machine, 440 ms at load 6. An edit of the file is read again through Vite's module runner
 * and applied as UnoCSS applies one: its config reloaded, and its clients told.
 */
export function devUnoCss(configFile: string): Plugin[] {
  // `envMode` as UnoCSS's own dev server sets it on the config it loaded (its `?` marks work in dev only).
  const config: UserConfig = { ...unoConfig, envMode: 'dev', configFile: false };
  const plugins = UnoCSS(config);
  const api = plugins.find((plugin) => plugin.name === 'unocss:api')?.api as UnoApi | undefined;
  const reload: Plugin = {
    name: 'site:uno-config',
    configureServer(server) {
      server.watcher.add(configFile);
      server.watcher.on('change', (file) => {
        if (file !== configFile || !api) return;
        void (async () => {
          const graph = server.environments.ssr.moduleGraph;
          for (const module of graph.getModulesByFile(configFile) ?? []) graph.invalidateModule(module);
          const fresh = ((await server.ssrLoadModule(configFile)) as { default: UserConfig }).default;
          const fields = config as Record<string, unknown>;
          for (const key of Object.keys(fields)) delete fields[key];
          Object.assign(config, fresh, { envMode: 'dev', configFile: false });
          await api.getContext().reloadConfig();
          server.ws.send({ type: 'custom', event: 'unocss:config-changed' });
        })().catch((error: unknown) =>
          // Kept as it was, as UnoCSS keeps the last config that loaded.
          console.error(`${configFile}: ${error instanceof Error ? error.message : String(error)}`),
        );
      });
    },
  };
  return [...plugins, reload];
}
