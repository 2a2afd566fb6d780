import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { reportsPaths } from '@inspection/platform-manifest';
import { getRuntimeConfig } from '@inspection/platform';
import { webhookErrorMessage } from '@inspection/reports-domain';
import { useWebhookData } from '@inspection/reports-data-access';
import { buttonVariants, Card, ErrorBox, PageHeader, PageSpinner } from '@inspection/ui';

export default function WebhookPage() {
  const webhook = useWebhookData();
  const endpoint = getRuntimeConfig().webhookUrl;
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
      <PageHeader
        title="Webhook Details"
        back={
          <Link to={reportsPaths.dashboard.to()} className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}>
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
        // Focusable and named, so keyboard users can scroll the JSON (it overflows) and hear what it is.
        <pre
          tabIndex={0}
          role="region"
          aria-label="Webhook response JSON"
          className="max-h-[70vh] overflow-auto rounded-xl bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
          data-testid="webhook-json"
        >
          {JSON.stringify(webhook.data, null, 2)}
        </pre>
      )}
    </div>
  );
}
