/**
 * The message centre's states (spec §4 Messages: unread, read, trash). Nothing sets a message's status except through
 * this table (see ../state-machine.ts). `deleted` is where permanent deletion leads: the row is removed, so the
 * status is never stored, but the table is what says deletion is allowed only from the trash.
 */
import { type StatusMachine, transition } from '../state-machine';

export const MESSAGE_STATUSES = ['unread', 'read', 'trash', 'deleted'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The states a stored message can be in (what the message centre lists). */
export type StoredMessageStatus = Exclude<MessageStatus, 'deleted'>;
/** The statuses the `user_messages` table accepts: every status but `deleted`, which removes the row. */
export const STORED_MESSAGE_STATUSES = MESSAGE_STATUSES.filter((status): status is StoredMessageStatus => status !== 'deleted');

export const MESSAGE_EVENTS = [
  'open', // the reader opened it; a message in the trash stays there (but counts as read once restored)
  'trash',
  'restore', // back from the trash, opened before: read
  'restore_unopened', // back from the trash, never opened: unread
  'delete', // permanent, from the trash only
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Declared with its type rather than defineMachine: a new message is stored, so `initial` is a status a row can hold. */
export const messageMachine: StatusMachine<MessageStatus, MessageEvent> & { readonly initial: StoredMessageStatus } = {
  name: 'message',
  statuses: MESSAGE_STATUSES,
  events: MESSAGE_EVENTS,
  initial: 'unread',
  final: ['deleted'],
  transitions: {
    unread: { open: 'read', trash: 'trash' },
    read: { open: 'read', trash: 'trash' },
    trash: { open: 'trash', restore: 'read', restore_unopened: 'unread', delete: 'deleted' },
    deleted: {},
  },
};

/** Which restore applies to a message: it comes back as read only if it was ever opened. */
export function restoreEvent(opened: boolean): Extract<MessageEvent, 'restore' | 'restore_unopened'> {
  return opened ? 'restore' : 'restore_unopened';
}

export function nextMessageStatus(from: MessageStatus, event: MessageEvent): MessageStatus | null {
  return transition(messageMachine, from, event);
}
