import { Card } from '@inspection/ui';

// The report's ten terms, word for word and in order.
const TERMS = [
  'This inspection is limited to the items listed in this report.',
  'The inspection is visual and non-mechanical only; no parts are dismantled.',
  'No service history, accident history or recall checks are performed.',
  'Inspection methods may not reveal every fault, including intermittent problems.',
  'This report remains the property of the inspection provider.',
  'This report is a subjective opinion intended to assist your decision; it is not a recommendation to buy or sell the vehicle.',
  'This report is valid only at the time of issue; the buyer must re-inspect the vehicle at the time of purchase.',
  'This report is provided as-is, without warranties of any kind.',
  'When provided directly, only the direct recipient of this report may rely on it.',
  'No reliance may be placed on this report when it is provided by a third party.',
];

export function ReportDisclaimer() {
  return (
    <Card className="p-5 report-card">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Disclaimer</h2>
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-600">
        {TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </Card>
  );
}
