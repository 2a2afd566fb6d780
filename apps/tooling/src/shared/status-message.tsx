// A page's last outcome: a refusal (an alert) or a confirmation.
export type StatusMessage = { kind: 'error' | 'info'; text: string } | null;

export function StatusLine({ message }: { message: StatusMessage }) {
  if (!message) return null;
  return message.kind === 'error' ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message.text}
    </p>
  ) : (
    <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {message.text}
    </p>
  );
}
