/**
 * A design task's status (issue 14, the design service; docs/design-service.md). A shopper orders "design it for
 * me" on an order line; designers (accounts of type 4) claim the task, upload drafts, the shopper approves one or asks
 * for changes. Nothing changes a task's status except through this table (see ../state-machine.ts); the server moves
 * it with status-conditional updates (`statusMove`), so two designers claiming at once cannot both win.
 */
import { defineMachine, transition } from '../state-machine';

export const DESIGN_TASK_STATUSES = ['open', 'claimed', 'draft_submitted', 'changes_requested', 'approved', 'cancelled'] as const;
export type DesignTaskStatus = (typeof DESIGN_TASK_STATUSES)[number];

export const DESIGN_TASK_EVENTS = [
  'claim', // a designer takes an open task
  'submit_draft', // the designer uploads a draft (the first, or the next after a change request)
  'request_changes', // the shopper asks for changes to the drafts with a comment (a revision round)
  'approve', // the shopper approves one of the drafts: it becomes the order line's design file
  'reassign', // staff give the task to another designer (reason audited); the work done so far stays
  'cancel', // the order was cancelled or lapsed unpaid, or staff cancelled the task with a reason
] as const;
export type DesignTaskEvent = (typeof DESIGN_TASK_EVENTS)[number];

export const designTaskMachine = defineMachine({
  name: 'design_task',
  statuses: DESIGN_TASK_STATUSES,
  events: DESIGN_TASK_EVENTS,
  initial: 'open',
  final: ['approved', 'cancelled'],
  transitions: {
    open: { claim: 'claimed', reassign: 'claimed', cancel: 'cancelled' },
    claimed: { submit_draft: 'draft_submitted', reassign: 'claimed', cancel: 'cancelled' },
    draft_submitted: { approve: 'approved', request_changes: 'changes_requested', reassign: 'draft_submitted', cancel: 'cancelled' },
    changes_requested: { submit_draft: 'draft_submitted', approve: 'approved', reassign: 'changes_requested', cancel: 'cancelled' },
    approved: {},
    cancelled: {},
  },
});

export function nextDesignStatus(from: DesignTaskStatus, event: DesignTaskEvent): DesignTaskStatus | null {
  return transition(designTaskMachine, from, event);
}

/** Statuses in which a task is still being worked on: its order line has no file yet and its order cannot lapse. */
export const DESIGN_IN_PROGRESS: readonly DesignTaskStatus[] = ['open', 'claimed', 'draft_submitted', 'changes_requested'];

/**
 * A draft's own status: a new draft waits for the shopper's answer; changes asked on it, or it is approved (also an
 * earlier version the shopper asked changes on). Every version is kept.
 */
export const DESIGN_DRAFT_STATUSES = ['pending', 'changes_requested', 'approved'] as const;
export type DesignDraftStatus = (typeof DESIGN_DRAFT_STATUSES)[number];
export const DESIGN_DRAFT_EVENTS = ['request_changes', 'approve'] as const;
export type DesignDraftEvent = (typeof DESIGN_DRAFT_EVENTS)[number];

export const designDraftMachine = defineMachine({
  name: 'design_draft',
  statuses: DESIGN_DRAFT_STATUSES,
  events: DESIGN_DRAFT_EVENTS,
  initial: 'pending',
  final: ['approved'],
  transitions: {
    pending: { request_changes: 'changes_requested', approve: 'approved' },
    changes_requested: { approve: 'approved' },
    approved: {},
  },
});
