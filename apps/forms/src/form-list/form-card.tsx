import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { Eye } from 'lucide-react';
import { versionLabel } from '@inspection/forms-domain';
import { Card, buttonVariants } from '@inspection/ui';
import type { FormListItem } from '@inspection/forms-data-access';
import { FormStatusBadge } from './form-status-badge';
import { formatCreatedDate } from './format-created-date';
import { NewVersionButton } from '../form-versions/new-version-button';

/** A form family: its latest version, with the older ones a click away (read-only unless a draft). */
export const FormCard = memo(function FormCard({ versions }: { versions: readonly FormListItem[] }) {
  const [form, ...older] = versions;
  const versioned = form.version !== undefined;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="form-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">{form.title || 'Untitled form'}</h2>
        <FormStatusBadge status={form.status} />
      </div>
      <p className="text-sm text-slate-500">
        {versioned && <span className="mr-2 font-medium text-slate-700">{versionLabel(form.version)}</span>}
        <span>Created: {formatCreatedDate(form.created_at)}</span>
      </p>
      {older.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600">Older versions ({older.length})</summary>
          <ul className="mt-1 flex flex-col gap-1 pl-4">
            {older.map((v) => (
              <li key={v.id}>
                <Link to={formsPaths.edit.to({ id: v.id })} className="text-blue-700 hover:underline">
                  {versionLabel(v.version, v.status)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={formsPaths.edit.to({ id: form.id })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Eye aria-hidden="true" />
          View
        </Link>
        {versioned && form.status !== 'draft' && <NewVersionButton formId={form.id} version={form.version} />}
      </div>
    </Card>
  );
});
