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
} as const satisfies Record<string, { http: number; code: 0 | -1 }>;

export type ErrorKey = keyof typeof errorCatalogue;
export type ErrorParams = Record<string, string | number>;

/** Success messages the API sends with `show: 1`. Keys under `messages.` in the dictionaries. */
export const successMessages = ['registered', 'logged_in', 'logged_out', 'reset_code_sent', 'password_reset', 'uploaded', 'added_to_cart', 'cart_updated', 'cart_deleted', 'address_saved', 'address_deleted', 'order_submitted', 'order_cancelled', 'cancel_requested', 'cancel_withdrawn', 'paid', 'transfer_submitted', 'cod_accepted', 'transfer_confirmed', 'file_attached', 'messages_trashed', 'messages_restored', 'messages_deleted', 'recharge_submitted', 'recharge_confirmed'] as const;
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
  'invalid',
] as const;
export type ValidationKeyword = (typeof validationKeywords)[number];
