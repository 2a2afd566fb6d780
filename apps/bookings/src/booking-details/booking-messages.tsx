// The booking's messages to its customer on its details: what was queued, sent or failed (with the error).
import { Link } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { auditTime } from '@inspection/shared-domain';
import { languageLabel } from '@inspection/messages-domain';
import { useBookingMessages } from '@inspection/messages-data-access';
import { useAuth } from '@inspection/platform';
import { Card, CardContent, CardHeader, CardTitle } from '@inspection/ui';
import { MessageKindLabel, MessageStatusBadge } from '../messages/message-badges';

export function BookingMessages({ bookingId }: { bookingId: string }) {
  const messages = useBookingMessages(bookingId);
  const { user } = useAuth();
  return (
    <Card aria-label="Messages to the customer">
      <CardHeader>
        <CardTitle>Messages</CardTitle>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <p className="text-sm text-slate-500">Loading messages...</p>
        ) : messages.isError ? (
          <p className="text-sm text-red-700">Failed to load messages</p>
        ) : messages.data.length === 0 ? (
          <p className="text-sm text-slate-500">No messages to the customer (none is sent without an email).</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {messages.data.map((m) => (
              <li key={m.id} className="flex flex-col gap-1 py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <MessageKindLabel kind={m.kind} />
                  <MessageStatusBadge status={m.status} />
                  <span className="text-slate-500">
                    {m.status === 'sent' && m.sent_at ? `Sent ${auditTime(m.sent_at)}` : `Due ${auditTime(m.send_after)}`} · {languageLabel(m.language)}
                  </span>
                </span>
                {user?.role === 'admin' ? (
                  <Link dir="auto" className="inline-flex min-h-11 items-center text-blue-700 underline lg:min-h-0" to={bookingsPaths.messages.to({ id: m.id })}>{m.subject}</Link>
                ) : (
                  <span dir="auto" className="text-slate-900">{m.subject}</span>
                )}
                <span className="text-slate-600">To {m.recipient}{m.attempts > 0 ? ` · attempts ${m.attempts}` : ''}</span>
                {m.last_error && <span className="text-red-700">Last error: {m.last_error}</span>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
