import { Badge, Card } from '@inspection/ui';
import type { SpreadsheetSummaryView, SummaryField, WebhookSummary } from './webhook-summary';

/** Label and value pairs side by side, on a phone too (a label takes at most 40%); long values wrap, never widen the page. */
function Fields({ fields, label }: { fields: SummaryField[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,max-content)_minmax(0,1fr)] sm:gap-x-6">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="break-words font-medium text-slate-500">{field.label}</dt>
          <dd className="break-words text-slate-900 [overflow-wrap:anywhere]">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Spreadsheet({ book }: { book: SpreadsheetSummaryView }) {
  return (
    <Card className="flex flex-col gap-4 p-4" role="region" aria-label={`Spreadsheet ${book.title}`}>
      <h3 className="text-base font-semibold text-slate-900">{book.title}</h3>
      <Fields fields={book.details} label={`${book.title} details`} />
      {book.sheets.map((sheet) => (
        <section key={sheet.name} className="flex flex-col gap-2 border-t border-slate-100 pt-3">
          <h4 className="text-sm font-semibold text-slate-900">{sheet.name}</h4>
          <p className="text-sm text-slate-600">{sheet.size}</p>
          {sheet.latestRow.length > 0 ? (
            <>
              <p className="text-sm font-medium text-slate-700">Latest row</p>
              <Fields fields={sheet.latestRow} label={`${sheet.name}: latest row`} />
            </>
          ) : (
            <p className="text-sm text-slate-500">No rows of data yet.</p>
          )}
        </section>
      ))}
    </Card>
  );
}

/** What arrived, in words: status, time, source, and each spreadsheet's sheets with their latest row. */
export function WebhookSummaryView({ summary }: { summary: WebhookSummary }) {
  const ok = summary.status?.toLowerCase() === 'ok';
  return (
    <div className="flex flex-col gap-4" data-testid="webhook-summary">
      <Card className="flex flex-col gap-3 p-4" role="region" aria-label="What arrived">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">What arrived</h2>
          <Badge variant={ok ? 'success' : 'warning'} data-testid="webhook-status">
            {summary.status ? `Status: ${summary.status.toUpperCase()}` : 'No status given'}
          </Badge>
        </div>
        {summary.overview.length > 0 && <Fields fields={summary.overview} label="Answer details" />}
      </Card>
      {summary.spreadsheets.map((book) => (
        <Spreadsheet key={book.title} book={book} />
      ))}
    </div>
  );
}
