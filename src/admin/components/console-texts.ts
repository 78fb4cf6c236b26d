/** The console's words (and look) for the shared components of src/client. */

/**
 * The console's words and look for the shared ReasonDialog (src/client/components/reason-dialog.tsx): spread them,
 * then give the title and the confirm label — `<ReasonDialog {...reasonTexts(t)} title={…} confirmLabel={…} …>`.
 * `t` is the page's, with the `admin` namespace among its namespaces.
 */
export function reasonTexts(t: (key: string) => string) {
  return {
    label: t('admin.common.reason'),
    cancelLabel: t('admin.common.cancel'),
    requiredMessage: t('admin.common.reason_required'),
    closeLabel: t('admin.common.close'),
    look: 'console',
  } as const;
}

/**
 * The console's words for the shared Pager (`look="console"`): "page x of y (n)" unless the list says what it counts
 * (`status`).
 */
export function pagerTexts(t: (key: string, options?: Record<string, unknown>) => string, { pageNo, pageSize, count, status }: { pageNo: number; pageSize: number; count: number; status?: string }) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return {
    label: t('admin.common.pages'),
    previous: t('admin.common.previous'),
    next: t('admin.common.next'),
    status: status ?? t('admin.common.page_of', { page: pageNo, pages, count }),
  };
}
