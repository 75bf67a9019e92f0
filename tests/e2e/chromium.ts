import { chromiumFlags } from '../../tools/chromium-flags';

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no network chatter). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumFlags],
};
