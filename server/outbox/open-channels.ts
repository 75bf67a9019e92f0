import type { Channel } from './channel';
import { sendersPerChannel } from './delivery-worker';
import { emailChannel } from './email-channel';
import type { NotifySettings } from './notify-settings';
import { webhookChannel } from './webhook-channel';

/** The channels the settings configure, email first. */
export function openChannels({ email, webhook }: NotifySettings): Channel[] {
  return [...(email ? [emailChannel(email, sendersPerChannel)] : []), ...(webhook ? [webhookChannel(webhook)] : [])];
}
