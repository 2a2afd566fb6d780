// /messages (admins): every message to customers, latest first, searchable; one opens beside the list (below it
// on a phone) with its status, attempts, error, text, invite and 'Resend'. The open one is in the URL (?id=).
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { matchesMessageSearch } from '@inspection/messages-domain';
import { messageKeys, useMessage, useMessages } from '@inspection/messages-data-access';
import { useLiveChanges } from '@inspection/supabase-client';
import { EmptyState, ErrorBox, Input, Label, PageHeader, Spinner } from '@inspection/ui';
import { MessageList } from './message-list';
import { MessageDetail } from './message-detail';

// A message queued, sent or failed shows at once, not at the next 5 s poll, tinted a while
// (docs/architecture/realtime.md#the-live-console).
const MESSAGES_LIVE_KEYS = [messageKeys.all];

export default function MessagesPage() {
  const messages = useMessages();
  useLiveChanges({ table: 'outbound_messages', queryKeys: MESSAGES_LIVE_KEYS, highlight: 'id' });
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const selected = useMessage(selectedId ?? undefined);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = useMemo(() => (messages.data ?? []).filter((m) => matchesMessageSearch(m, deferred)), [messages.data, deferred]);

  return (
    <div className="p-4 sm:p-6">
      <PageHeader title="Messages" description="Emails to customers: booking confirmations, reminders and 'your report is ready'." />
      <div className="mb-4 max-w-md">
        <Label htmlFor="messages-search">Search messages</Label>
        <Input id="messages-search" type="search" placeholder="Recipient, subject or text" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {messages.isPending ? (
        <Spinner label="Loading messages..." className="py-16" />
      ) : messages.isError ? (
        <ErrorBox>{(messages.error as Error)?.message || 'Failed to load messages'}</ErrorBox>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {shown.length === 1 ? '1 message' : `${shown.length} messages`}
            </p>
            {shown.length === 0 ? (
              <EmptyState title="No messages" description={deferred ? 'No message matches the search.' : 'Messages appear here once a booking with an email is made.'} />
            ) : (
              <MessageList messages={shown} selectedId={selectedId} onOpen={(id) => setParams({ id })} />
            )}
          </div>
          <div className="min-w-0">
            {selectedId && selected.data ? (
              <MessageDetail message={selected.data} />
            ) : selectedId && selected.isError ? (
              <ErrorBox>Message not found</ErrorBox>
            ) : (
              <p className="text-sm text-slate-500">Open a message to see its text, status and calendar invite.</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
