import type { MessageChannel, MessageSender, OutgoingMessage } from './types';

export class ChannelNotConfiguredError extends Error {
  constructor(readonly channel: MessageChannel) {
    super(`no ${channel} delivery is configured`);
    this.name = 'ChannelNotConfiguredError';
  }
}

/** Mobile numbers go by SMS, email addresses by email, each through its own sender. */
export function createByChannelSender(senders: Partial<Record<MessageChannel, MessageSender>>): MessageSender {
  return {
    kind: 'by-channel',
    async send(message: OutgoingMessage) {
      const sender = senders[message.channel];
      if (!sender) throw new ChannelNotConfiguredError(message.channel);
      await sender.send(message);
    },
  };
}
