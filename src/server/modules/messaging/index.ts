/**
 * Messaging: the message centre, the notifier and its outbox, the mail worker.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { logTransport, smtpTransport } from './mail';
export { messageRoutes } from './message.routes';
export { MessageService } from './message.service';
export { type Notifier, outboxNotifier } from './notifier';
export { OutboxWorker, type OutboxWorkerOptions, requeueDead } from './outbox-worker';
