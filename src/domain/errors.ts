/**
 * The one error catalogue (STYLE rule 7): every error the API can answer, with its envelope code, HTTP status and
 * i18n message key (`errors.<key>` in src/domain/i18n/<locale>.json). A test keeps the dictionaries and the API
 * document in step with it.
 */
export const errorCatalogue = {
  // Transport-level errors (spec §8: HTTP 400 → /404, HTTP 500 → /500 on the client).
  malformed_json: { http: 400, code: 0 },
  invalid_field: { http: 400, code: 0 },
  body_too_large: { http: 413, code: 0 },
  unsupported_media_type: { http: 415, code: 0 },
  malformed_multipart: { http: 400, code: 0 },
  route_not_found: { http: 404, code: 0 },
  too_many_requests: { http: 429, code: 0 },
  internal: { http: 500, code: 0 },
  // A requested item (goods, article, notice…) does not exist or is not the caller's (DESIGN §8: owner scoping).
  not_found: { http: 200, code: 0 },
  // Session (spec §4: code -1 logs out and sends to login).
  not_logged_in: { http: 200, code: -1 },
  // Accounts (spec §5, §8).
  phone_invalid: { http: 200, code: 0 },
  password_weak: { http: 200, code: 0 },
  password_mismatch: { http: 200, code: 0 },
  email_invalid: { http: 200, code: 0 },
  company_required: { http: 200, code: 0 },
  nickname_taken: { http: 200, code: 0 },
  company_taken: { http: 200, code: 0 },
  already_registered: { http: 200, code: 0 },
  login_failed: { http: 200, code: 0 },
  login_locked: { http: 200, code: 0 },
  reset_rate_limited: { http: 200, code: 0 },
  reset_code_invalid: { http: 200, code: 0 },
  reset_code_expired: { http: 200, code: 0 },
  reset_code_exhausted: { http: 200, code: 0 },
  // Personal information (/user/profile).
  password_current_wrong: { http: 200, code: 0 },
  contact_unchanged: { http: 200, code: 0 },
  // Design files (spec §5, §8).
  file_missing: { http: 200, code: 0 },
  file_too_large: { http: 200, code: 0 },
  file_type: { http: 200, code: 0 },
  file_name_chars: { http: 200, code: 0 },
  file_name_no_size: { http: 200, code: 0 },
  upload_duplicate: { http: 200, code: 0 },
  // Cart.
  quote_invalid: { http: 200, code: 0 },
  cart_full: { http: 200, code: 0 },
  // Checkout, orders and payment (spec §4, §5, §9).
  address_required: { http: 200, code: 0 },
  agree_terms_required: { http: 200, code: 0 },
  cart_lines_missing: { http: 200, code: 0 },
  price_changed: { http: 200, code: 0 },
  order_not_payable: { http: 200, code: 0 },
  design_file_required: { http: 200, code: 0 },
  zero_amount: { http: 200, code: 0 },
  over_limit: { http: 200, code: 0 },
  insufficient_balance: { http: 200, code: 0 },
  no_credit: { http: 200, code: 0 },
  over_credit: { http: 200, code: 0 },
  cod_needs_cod_delivery: { http: 200, code: 0 },
  transfer_details_required: { http: 200, code: 0 },
  contact_service: { http: 200, code: 0 },
  not_cancellable: { http: 200, code: 0 },
  no_cancel_request: { http: 200, code: 0 },
  payment_unavailable: { http: 200, code: 0 },
  // A cart line or an order above the business maximum (src/domain/limits.ts ORDER_AMOUNT_MAX_FILS).
  amount_too_large: { http: 200, code: 0 },
  forbidden: { http: 200, code: 0 },
  bad_signature: { http: 400, code: 0 },
  // Message centre (spec §4 Messages: unread, read, trash).
  message_not_in_trash: { http: 200, code: 0 },
  // Wallet top-ups by bank transfer (spec §3 Recharge).
  recharge_amount_invalid: { http: 200, code: 0 },
  reference_last6_invalid: { http: 200, code: 0 },
  voucher_required: { http: 200, code: 0 },
  voucher_used: { http: 200, code: 0 },
  recharge_not_pending: { http: 200, code: 0 },
  database_unavailable: { http: 503, code: 0 },
  refund_not_possible: { http: 200, code: 0 },
  upload_quota: { http: 200, code: 0 },
  file_in_use: { http: 200, code: 0 },
  // The order's life after payment (issue 10): staff moves, proofs, cancellation requests.
  order_changed: { http: 200, code: 0 },
  order_event_refused: { http: 200, code: 0 },
  reason_required: { http: 200, code: 0 },
  cancel_not_requested: { http: 200, code: 0 },
  // Shop settings an admin edits (bank account for transfers, VAT TRN, address, working hours).
  iban_format: { http: 200, code: 0 },
  iban_checksum: { http: 200, code: 0 },
  swift_invalid: { http: 200, code: 0 },
  vat_trn_invalid: { http: 200, code: 0 },
  working_hours_invalid: { http: 200, code: 0 },
  bank_details_required: { http: 200, code: 0 },
  shop_address_required: { http: 200, code: 0 },
  // Staff adjustments of a customer's balance and credit limit.
  adjustment_over_balance: { http: 200, code: 0 },
  credit_limit_below_debt: { http: 200, code: 0 },
  customer_changed: { http: 200, code: 0 },
  // After-sales (spec §3, §5; docs/after-sales.md).
  after_sale_order_status: { http: 200, code: 0 },
  after_sale_line_open: { http: 200, code: 0 },
  after_sale_images_max: { http: 200, code: 0 },
  after_sale_lines_required: { http: 200, code: 0 },
  after_sale_quantity: { http: 200, code: 0 },
  after_sale_event_refused: { http: 200, code: 0 },
  refund_too_large: { http: 200, code: 0 },
  // Certification and tax invoices (issue 12; spec §4, §6).
  trn_invalid: { http: 200, code: 0 },
  certification_in_review: { http: 200, code: 0 },
  certification_already_verified: { http: 200, code: 0 },
  certification_not_in_review: { http: 200, code: 0 },
  invoice_needs_certification: { http: 200, code: 0 },
  invoice_needs_trn: { http: 200, code: 0 },
  invoice_simplified_over_limit: { http: 200, code: 0 },
  invoice_orders_count: { http: 200, code: 0 },
  invoice_order_not_paid: { http: 200, code: 0 },
  invoice_order_taken: { http: 200, code: 0 },
  invoice_not_pending: { http: 200, code: 0 },
  // Coupons (spec §8: "coupon claim failed: exceeds the claim limit; trial voucher fully claimed").
  coupon_not_claimable: { http: 200, code: 0 },
  coupon_members_only: { http: 200, code: 0 },
  coupon_claim_limit: { http: 200, code: 0 },
  trial_vouchers_claimed: { http: 200, code: 0 },
  coupon_out_of_stock: { http: 200, code: 0 },
  coupon_unavailable: { http: 200, code: 0 },
  coupon_template_invalid: { http: 200, code: 0 },
  coupon_already_ended: { http: 200, code: 0 },
  // The design service (issue 14, docs/design-service.md).
  designers_only: { http: 200, code: 0 },
  design_not_available: { http: 200, code: 0 },
  design_brief_short: { http: 200, code: 0 },
  design_brief_long: { http: 200, code: 0 },
  design_line_has_file: { http: 200, code: 0 },
  design_reference_invalid: { http: 200, code: 0 },
  design_orders_limit: { http: 200, code: 0 },
  design_task_taken: { http: 200, code: 0 },
  design_task_changed: { http: 200, code: 0 },
  design_rounds_used: { http: 200, code: 0 },
  design_drafts_full: { http: 200, code: 0 },
  design_in_progress: { http: 200, code: 0 },
  designer_invalid: { http: 200, code: 0 },
  designer_has_tasks: { http: 200, code: 0 },
  // Membership (docs/membership.md): staff point adjustments.
  growth_adjustment_invalid: { http: 200, code: 0 },
  growth_adjustment_too_large: { http: 200, code: 0 },
  // Favourites and reviews (docs/reviews.md).
  favorites_full: { http: 200, code: 0 },
  review_not_received: { http: 200, code: 0 },
  review_rating: { http: 200, code: 0 },
  review_content: { http: 200, code: 0 },
  review_images_max: { http: 200, code: 0 },
  review_exists: { http: 200, code: 0 },
  review_event_refused: { http: 200, code: 0 },
  // Ready stock and flash sales (docs/stock.md).
  out_of_stock: { http: 200, code: 0 },
  stock_unavailable: { http: 200, code: 0 },
  stock_adjust_invalid: { http: 200, code: 0 },
  flash_sale_not_started: { http: 200, code: 0 },
  flash_sale_over: { http: 200, code: 0 },
  flash_sale_sold_out: { http: 200, code: 0 },
  flash_sale_left: { http: 200, code: 0 },
  flash_sale_limit: { http: 200, code: 0 },
  flash_sale_price_not_below: { http: 200, code: 0 },
  flash_sale_window_order: { http: 200, code: 0 },
  flash_sale_window_too_long: { http: 200, code: 0 },
  flash_sale_ends_in_past: { http: 200, code: 0 },
  flash_sale_stock_below_sold: { http: 200, code: 0 },
  flash_sale_already_ended: { http: 200, code: 0 },
  // The online design editor (issue 14; docs/online-design.md).
  editor_not_editable: { http: 200, code: 0 },
  editor_designs_full: { http: 200, code: 0 },
  editor_design_stale: { http: 200, code: 0 },
  editor_pdf_invalid: { http: 200, code: 0 },
  editor_pdf_pages: { http: 200, code: 0 },
  editor_pdf_size: { http: 200, code: 0 },
} as const satisfies Record<string, { http: number; code: 0 | -1 }>;

export type ErrorKey = keyof typeof errorCatalogue;
export type ErrorParams = Record<string, string | number>;

/** Success messages the API sends with `show: 1`. Keys under `messages.` in the dictionaries. */
export const successMessages = ['registered', 'logged_in', 'logged_out', 'reset_code_sent', 'password_reset', 'uploaded', 'added_to_cart', 'cart_merged', 'cart_updated', 'cart_deleted', 'address_saved', 'address_deleted', 'order_submitted', 'order_cancelled', 'cancel_requested', 'cancel_withdrawn', 'paid', 'transfer_submitted', 'cod_accepted', 'transfer_confirmed', 'file_attached', 'messages_trashed', 'messages_restored', 'messages_deleted', 'recharge_submitted', 'recharge_confirmed', 'file_deleted', 'order_moved', 'proof_sent', 'proof_approved', 'changes_requested', 'receipt_confirmed', 'order_shipped', 'order_rejected', 'cancel_approved', 'cancel_refused', 'refund_paid_out', 'transfer_rejected', 'recharge_rejected', 'profile_saved', 'contact_code_sent', 'contact_changed', 'password_changed', 'avatar_saved', 'balance_adjusted', 'credit_limit_changed', 'settings_saved', 'after_sale_submitted', 'after_sale_withdrawn', 'return_sent', 'after_sale_refunded', 'after_sale_reprinted', 'return_requested', 'after_sale_refused', 'certification_submitted', 'certification_verified', 'certification_failed', 'invoice_applied', 'invoice_withdrawn', 'invoice_issued', 'invoice_refused', 'coupon_claimed', 'coupon_created', 'coupon_ended', 'design_claimed', 'design_draft_submitted', 'design_changes_requested', 'design_approved', 'design_task_reassigned', 'design_task_cancelled', 'designer_set', 'growth_adjusted', 'favorite_added', 'favorite_removed', 'review_submitted', 'review_hidden', 'review_shown', 'stock_adjusted', 'variant_saved', 'flash_sale_saved', 'flash_sale_ended', 'editor_design_saved', 'editor_design_deleted'] as const;
export type SuccessKey = (typeof successMessages)[number];

/** Names of ajv validation keywords we translate (`errors.validation.<keyword>`); others fall back to `invalid`. */
export const validationKeywords = [
  'required',
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'enum',
  'additionalProperties',
  'format',
  'nul',
  'invalid',
] as const;
export type ValidationKeyword = (typeof validationKeywords)[number];

/** Why a field is refused (`errors.validation.<reason>`): an ajv keyword or one of the shop's own rules. */
export const fieldReasons = [...validationKeywords, 'address_book_full'] as const;
export type FieldReason = (typeof fieldReasons)[number];
