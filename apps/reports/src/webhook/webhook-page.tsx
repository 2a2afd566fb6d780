import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { reportsPaths } from '@inspection/platform-manifest';
import { getRuntimeConfig } from '@inspection/platform';
import { webhookErrorMessage } from '@inspection/reports-domain';
import { useWebhookData } from '@inspection/reports-data-access';
import { buttonVariants, Card, ErrorBox, PageHeader, PageSpinner } from '@inspection/ui';
import { RawJson } from './raw-json';
import { summariseWebhook } from './webhook-summary';
import { WebhookSummaryView } from './webhook-summary-view';

/** The answer in words first, the JSON folded under 'Raw' (docs/areas/reports.md#webhook-page). */
function WebhookAnswer({ data }: { data: unknown }) {
  const summary = summariseWebhook(data);
  return (
    <div className="flex flex-col gap-4">
      {summary ? <WebhookSummaryView summary={summary} /> : <p className="text-sm text-slate-600">The answer holds no fields to list; open Raw to read it.</p>}
      <RawJson data={data} />
    </div>
  );
}

export default function WebhookPage() {
  const webhook = useWebhookData();
  const endpoint = getRuntimeConfig().webhookUrl;
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
      <PageHeader
        title="Webhook Details"
        back={
          <Link to={reportsPaths.dashboard.to()} className={buttonVariants({ variant: 'link', size: 'sm', className: 'px-0' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Reports
          </Link>
        }
      />
      <Card className="mb-4 p-4">
        <p className="text-sm font-medium text-slate-500">Endpoint</p>
        <code className="mt-1 block break-all text-sm text-slate-900">{endpoint}</code>
      </Card>
      {webhook.isPending ? (
        <PageSpinner label="Loading webhook data" />
      ) : webhook.isError ? (
        <ErrorBox>{webhookErrorMessage(webhook.error)}</ErrorBox>
      ) : (
        <WebhookAnswer data={webhook.data} />
      )}
    </div>
  );
}
