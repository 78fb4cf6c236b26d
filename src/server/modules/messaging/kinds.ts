/** The kinds of news the shop sends a user (message centre, mail), below both the message service and the notifier. */
/**
 * What the shop tells a user, with the parameters each template needs. Money is passed as integer fils
 * (`*_fils`) and formatted for the reader's language when the message is shown.
 */
export interface NotificationParams {
  order_paid: { order_id: number; order_sn: string; amount_fils: number };
  transfer_confirmed: { order_id: number; order_sn: string; amount_fils: number };
  order_cancelled: { order_id: number; order_sn: string };
  order_expired: { order_id: number; order_sn: string };
  recharge_confirmed: { amount_fils: number; balance_fils: number };
  proof_ready: { order_id: number; order_sn: string; version: number };
  order_shipped: { order_id: number; order_sn: string; courier: string; tracking_no: string };
  order_delivered: { order_id: number; order_sn: string; days: number };
  order_rejected: { order_id: number; order_sn: string; reason: string };
  cancel_approved: { order_id: number; order_sn: string };
  cancel_refused: { order_id: number; order_sn: string; reason: string };
  /** `destination`: the refund's method (`refund_to.<method>` in the dictionaries). */
  refund_made: { order_id: number; order_sn: string; amount_fils: number; destination: string };
  order_received: { order_id: number; order_sn: string };
  transfer_rejected: { order_id: number; order_sn: string; amount_fils: number; reason: string };
  recharge_rejected: { amount_fils: number; reason: string };
  /** Staff adjusted the balance (console): `reason` is theirs, as typed. */
  balance_credited: { amount_fils: number; balance_fils: number; reason: string };
  balance_debited: { amount_fils: number; balance_fils: number; reason: string };
  credit_limit_changed: { limit_fils: number; before_fils: number; reason: string };
  after_sale_refunded: { order_id: number; order_sn: string; sn: string; amount_fils: number; destination: string };
  /** `order_id` is the reprint order (the message opens it); `order_sn` the original's. */
  after_sale_reprinted: { order_id: number; order_sn: string; sn: string; reprint_sn: string };
  after_sale_return_requested: { order_id: number; order_sn: string; sn: string; note: string };
  after_sale_refused: { order_id: number; order_sn: string; sn: string; reason: string };
  certification_verified: { company_name: string };
  certification_failed: { company_name: string; reason: string };
  invoice_issued: { invoice_no: string; amount_fils: number };
  invoice_refused: { application_sn: string; reason: string };
  /** The design service (docs/design-service.md): to the shopper… */
  design_draft_ready: { order_id: number; order_sn: string; sn: string; version: number };
  design_cancelled_order: { order_id: number; order_sn: string; sn: string; reason: string };
  /** …and to the designer. */
  design_changes_requested: { sn: string; version: number };
  design_approved: { sn: string; amount_fils: number };
  design_assigned: { sn: string };
  design_unassigned: { sn: string; reason: string };
  design_cancelled: { sn: string; reason: string };
  design_order_cancelled: { sn: string };
  /** Membership (docs/membership.md): `level` and `before` are level names (Lv3); `until` a Dubai date. */
  member_level_up: { level: string };
  member_level_down: { level: string; before: string };
  member_annual_active: { order_id: number; order_sn: string; amount_fils: number; until: string };
  /** Staff adjusted the growth points: `points` signed (+50, -20), `reason` theirs. */
  growth_adjusted: { points: string; reason: string };
  /** Staff hid the customer's review (docs/reviews.md). */
  review_hidden: { order_id: number; reason: string };
}
export type NotificationKind = keyof NotificationParams;
