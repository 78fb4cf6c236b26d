/**
 * /user/message — the message centre (spec §2, §4): tabs unread / read / trash / official announcements. Opening an
 * unread message marks it read; messages can be selected and marked read, moved to the trash, restored, or deleted
 * for good from the trash. After every change the header's unread badge is reloaded (notice/myNewNotice).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';
import { Pager } from '../../../client/components/pager';
import { api } from '../../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { formatDate, formatDateTime } from '../../../client/format/format';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Tabs } from '../../../client/components/tabs';
import { positiveInt } from '../../../client/lib/params';
import { useLocale } from '../../../client/i18n';
import { PAGE_SIZES } from '../../../domain/limits';
import './user-centre.css';
import { useUnreadCount } from '../../../client/api/session-queries';

type UserMessage = components['schemas']['UserMessage'];
type MessageStatus = components['schemas']['MessageStatus'];
type Tab = MessageStatus | 'notices';
type Action = 'read' | 'trash' | 'restore' | 'delete';

const TABS: Tab[] = ['unread', 'read', 'trash', 'notices'];
const PAGE_SIZE = PAGE_SIZES.messages.default;

function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as string[]).includes(value);
}

function send({ action, ids }: { action: Exclude<Action, 'read'>; ids: number[] }) {
  const body = { ids };
  switch (action) {
    case 'trash':
      return api.POST('/message/trash', { body });
    case 'restore':
      return api.POST('/message/restore', { body });
    case 'delete':
      return api.POST('/message/delete', { body });
  }
}

export default function MessagePage() {
  const { t } = useTranslation('account-centre');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'unread';
  const page = positiveInt(params.get('page')) ?? 1;
  const newMsg = useUnreadCount();
  const messages = usePageQuery({
    ...envelope($api.queryOptions('get', '/message/lists', { params: { query: { status: tab === 'notices' ? 'unread' : tab, page_no: page, page_size: PAGE_SIZE } } })),
    enabled: tab !== 'notices',
  });
  // The unread count is the header's, refetched after every change; the others come with the list.
  const counts = messages.data?.counts;

  const go = (next: { tab?: Tab; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'unread') query.set('tab', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <section className="uc-page" aria-labelledby="uc-messages-title">
      <h1 id="uc-messages-title" className="uc-title">
        {t('uc.messages.title')}
      </h1>
      <Tabs
        label={t('uc.messages.title')}
        value={tab}
        onChange={(key) => go({ tab: key })}
        items={TABS.map((key) => ({ key, label: t(`uc.messages.tabs.${key}`), ...(key === 'unread' ? { count: newMsg } : key === 'trash' && counts ? { count: counts.trash } : {}) }))}
      />
      <div role="tabpanel" aria-labelledby={`uc-tab-${tab}`} className="uc-panel uc-tabpanel" aria-busy={messages.loading}>
        {tab === 'notices' ? (
          <Notices page={page} onPage={(p) => go({ page: p })} />
        ) : !messages.data ? (
          <p className="uc-muted">{messages.failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>
        ) : (
          <MessageList key={`${tab}-${page}-${messages.updatedAt}`} status={tab} page={messages.data} onPage={(p) => go({ page: p })} />
        )}
      </div>
    </section>
  );
}

interface MessagePageData {
  lists: UserMessage[];
  count: number;
  page_no: number;
  page_size: number;
}

function MessageList({ status, page, onPage }: { status: MessageStatus; page: MessagePageData; onPage(page: number): void }) {
  const { t } = useTranslation('account-centre');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [opened, setOpened] = useState<Set<number>>(new Set());
  // Messages read while this list is shown stay in place (marked read) until the list reloads.
  const [readHere, setReadHere] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState<number[] | null>(null);
  const change = useShopMutation({ mutationFn: send });
  const markRead = useShopMutation({ mutationFn: (ids: number[]) => api.POST('/message/read', { body: { ids } }), quiet: true });
  // Opening a message marks it read: the badge changes, the list stays as it is until it reloads.
  const readOne = useShopMutation({ mutationFn: (ids: number[]) => api.POST('/message/read', { body: { ids } }), quiet: true, holdBack: [['get', '/message/lists']] });
  const busy = change.pending || markRead.pending;

  if (page.lists.length === 0) {
    return (
      <EmptyState icon="messages">
        <p>{t(`uc.messages.empty.${status}`)}</p>
      </EmptyState>
    );
  }

  const ids = page.lists.map((m) => m.id);
  const allSelected = ids.every((id) => selected.has(id));
  const chosen = ids.filter((id) => selected.has(id));
  const isUnread = (m: UserMessage) => m.status === 'unread' && !readHere.has(m.id);

  async function act(action: Action, targets: number[]) {
    if (busy || targets.length === 0) return;
    await (action === 'read' ? markRead.run(targets) : change.run({ action, ids: targets }));
  }

  async function toggle(message: UserMessage) {
    const next = new Set(opened);
    if (next.has(message.id)) next.delete(message.id);
    else next.add(message.id);
    setOpened(next);
    if (isUnread(message) && !opened.has(message.id)) {
      if (await readOne.run([message.id])) setReadHere((previous) => new Set(previous).add(message.id));
    }
  }

  const bulk = (
    <div className="uc-toolbar">
      <label className="uc-check">
        <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(ids))} />
        {t('uc.messages.select_all')}
      </label>
      {chosen.length > 0 && <span className="uc-muted uc-small">{t('uc.messages.selected', { count: chosen.length })}</span>}
      <span className="uc-toolbar-actions">
        {status === 'unread' && (
          <button type="button" className="btn btn-small" disabled={busy || chosen.length === 0} onClick={() => void act('read', chosen)}>
            {t('uc.messages.mark_read')}
          </button>
        )}
        {status !== 'trash' ? (
          <button type="button" className="btn btn-small" disabled={busy || chosen.length === 0} onClick={() => void act('trash', chosen)}>
            {t('uc.messages.to_trash')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-small" disabled={busy || chosen.length === 0} onClick={() => void act('restore', chosen)}>
              {t('uc.messages.restore')}
            </button>
            <button type="button" className="btn btn-small btn-danger" disabled={busy || chosen.length === 0} onClick={() => setConfirmDelete(chosen)}>
              {t('uc.messages.delete')}
            </button>
          </>
        )}
      </span>
    </div>
  );

  return (
    <>
      {status === 'trash' && <p className="uc-note">{t('uc.messages.trash_hint')}</p>}
      {bulk}
      <ul className="uc-messages">
        {page.lists.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            unread={isUnread(message)}
            open={opened.has(message.id)}
            selected={selected.has(message.id)}
            busy={busy}
            onSelect={() => {
              const next = new Set(selected);
              if (next.has(message.id)) next.delete(message.id);
              else next.add(message.id);
              setSelected(next);
            }}
            onToggle={() => void toggle(message)}
            onAction={(action) => (action === 'delete' ? setConfirmDelete([message.id]) : void act(action, [message.id]))}
          />
        ))}
      </ul>
      <Pager pageNo={page.page_no} pageSize={page.page_size} count={page.count} onPage={onPage} />
      {confirmDelete && (
        <ConfirmDialog
          title={t('uc.messages.delete_title')}
          text={t('uc.messages.delete_text', { count: confirmDelete.length })}
          confirmLabel={t('uc.messages.delete')}
          cancelLabel={t('uc.common.cancel')}
          danger
          onClose={() => setConfirmDelete(null)}
          onConfirm={() => void act('delete', confirmDelete)}
        />
      )}
    </>
  );
}

function MessageItem({
  message,
  unread,
  open,
  selected,
  busy,
  onSelect,
  onToggle,
  onAction,
}: {
  message: UserMessage;
  unread: boolean;
  open: boolean;
  selected: boolean;
  busy: boolean;
  onSelect(): void;
  onToggle(): void;
  onAction(action: Action): void;
}) {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  const bodyId = `uc-message-${message.id}`;
  return (
    <li className={`uc-message${unread ? ' is-unread' : ''}${open ? ' is-open' : ''}`} data-message-id={message.id}>
      <div className="uc-message-head">
        <input type="checkbox" className="uc-message-check" checked={selected} onChange={onSelect} aria-label={t('uc.messages.select', { title: message.title })} />
        <button type="button" className="uc-message-toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {unread && <span className="uc-dot" aria-label={t('uc.messages.new')} />}
          <span className="uc-message-title">{message.title}</span>
        </button>
        <time className="uc-muted uc-small" dateTime={message.created_at}>
          {formatDateTime(message.created_at, locale)}
        </time>
      </div>
      <div id={bodyId} className="uc-message-body" hidden={!open}>
        <p>{message.body}</p>
        <div className="uc-message-actions">
          {message.order_id !== null && (
            <Link to={`/user/order/detail?id=${message.order_id}`} className="btn btn-small btn-primary">
              {t('uc.messages.view_order')}
            </Link>
          )}
          {message.status === 'trash' ? (
            <>
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => onAction('restore')}>
                {t('uc.messages.restore')}
              </button>
              <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => onAction('delete')}>
                {t('uc.messages.delete')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-small" disabled={busy} onClick={() => onAction('trash')}>
              {t('uc.messages.to_trash')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function Notices({ page, onPage }: { page: number; onPage(page: number): void }) {
  const { t } = useTranslation('account-centre');
  const locale = useLocale();
  const { data, failed } = usePageQuery(envelope($api.queryOptions('get', '/notice/lists', { params: { query: { page_no: page, page_size: PAGE_SIZES.notices.default } } })));
  if (!data) return <p className="uc-muted">{failed ? t('uc.common.load_failed') : t('uc.common.loading')}</p>;
  if (data.lists.length === 0) {
    return (
      <EmptyState icon="messages">
        <p>{t('uc.messages.empty.notices')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="uc-notices">
        {data.lists.map((notice) => (
          <li key={notice.id}>
            <span className="uc-notice-tag" aria-hidden="true" />
            <Link to={`/notice_list/detail?id=${notice.id}`} aria-label={`${notice.title} — ${t('uc.messages.open_notice')}`}>
              {notice.title}
            </Link>
            <time className="uc-muted uc-small" dateTime={notice.create_time}>
              {formatDate(notice.create_time, locale)}
            </time>
          </li>
        ))}
      </ul>
      <Pager pageNo={data.page_no} pageSize={data.page_size} count={data.count} onPage={onPage} />
    </>
  );
}
