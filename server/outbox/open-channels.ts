import type { Channel } from './channel';
import { emailChannel } from './email-channel';
import type { NotifySettings } from './notify-settings';
import { webhookChannel } from './webhook-channel';

/** The channels the settings configure, email first. */
export function openChannels({ email, webhook }: NotifySettings): Channel[] {
  return [...(email ? [emailChannel(email)] : []), ...(webhook ? [webhookChannel(webhook)] : [])];
}
