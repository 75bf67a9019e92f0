/** Every way the server can tell of a submission: the names the store and the outbox record. */
export const channelNames = ['email', 'webhook'] as const;

export type ChannelName = (typeof channelNames)[number];
