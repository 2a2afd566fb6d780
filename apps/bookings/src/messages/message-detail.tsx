// One message: who it is for, in which language, its status, attempts and last error, the text as sent, the
// calendar invite it carries (confirmation, new time, cancellation), and 'Resend' (back to the queue).
import { auditTime } from '@inspection/shared-domain';
import { languageLabel, type OutboundMessage } from '@inspection/messages-domain';
import { useMessageInvite, useResendMessage } from '@inspection/messages-data-access';
import { Button, Card, CardContent, toast } from '@inspection/ui';
import { RotateCw } from 'lucide-react';
import { MessageKindLabel, MessageStatusBadge } from './message-badges';

export function MessageDetail({ message }: { message: OutboundMessage }) {
  const invite = useMessageInvite(message);
  const resend = useResendMessage();
  const doResend = async () => {
    try {
      await resend.mutateAsync(message.id);
      toast.success('Message queued to be sent again');
    } catch (error) {
      toast.error((error as Error)?.message || 'Failed to resend the message');
    }
  };
  const facts: [string, string][] = [
    ['Recipient', message.recipient],
    ['Language', languageLabel(message.language)],
    ['Attempts', String(message.attempts)],
    ...(message.status === 'queued' ? [['Due', auditTime(message.send_after)] as [string, string]] : []),
    ['Sent at', message.sent_at ? auditTime(message.sent_at) : '—'],
  ];
  return (
    <Card aria-label="Message">
      <CardContent className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <MessageKindLabel kind={message.kind} />
          <MessageStatusBadge status={message.status} />
          <Button className="ml-auto" variant="outline" size="sm" disabled={resend.isPending} onClick={() => void doResend()}>
            <RotateCw aria-hidden="true" /> Resend
          </Button>
        </div>
        <h2 dir="auto" className="text-lg font-semibold text-slate-900">{message.subject}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-500">{term}</dt>
              <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        {message.last_error && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            Last error: {message.last_error}
          </p>
        )}
        <pre dir="auto" lang={message.language} className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-800">
          {message.body_text}
        </pre>
        {invite.data && (
          <section aria-label="Calendar invite" className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Calendar invite (invite.ics)</h3>
              <a
                className="text-sm text-blue-700 underline"
                download="invite.ics"
                href={`data:text/calendar;charset=utf-8,${encodeURIComponent(invite.data)}`}
              >
                Download
              </a>
            </div>
            <pre dir="ltr" className="max-h-64 overflow-auto rounded-md bg-slate-50 p-3 text-xs text-slate-700">{invite.data}</pre>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
