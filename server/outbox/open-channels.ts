import type { Channel } from './channel';
import { sendersPerChannel } from './delivery-worker';
import { emailChannel } from './email-channel';
import type { NotifySettings } from './notify-settings';
import type { UploadStore } from '../store/upload-store';
import { webhookChannel } from './webhook-channel';

/** The channels the settings configure, email first. */
export function openChannels({ email, webhook }: NotifySettings, uploads?: UploadStore): Channel[] {
  return [
    ...(email ? [emailChannel(email, sendersPerChannel, uploads)] : []),
    ...(webhook ? [webhookChannel(webhook)] : []),
  ];
}
