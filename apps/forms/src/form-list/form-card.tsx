import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { Eye } from 'lucide-react';
import { Card, buttonVariants } from '@inspection/ui';
import type { FormListItem } from '@inspection/forms-data-access';
import { FormStatusBadge } from './form-status-badge';
import { formatCreatedDate } from './format-created-date';

export const FormCard = memo(function FormCard({ form }: { form: FormListItem }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="form-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">{form.title || 'Untitled form'}</h2>
        <FormStatusBadge status={form.status} />
      </div>
      <p className="text-sm text-slate-500">Created: {formatCreatedDate(form.created_at)}</p>
      <div className="mt-auto">
        <Link to={formsPaths.edit.to({ id: form.id })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Eye aria-hidden="true" />
          View
        </Link>
      </div>
    </Card>
  );
});
