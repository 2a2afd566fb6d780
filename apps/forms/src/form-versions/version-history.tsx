// The form editor's version history: every version of the family, latest first, each with its differences from the
// one before; the older ones open read-only (only a draft is editable). New Version is offered beside the locked
// notice (editor-status-bar.tsx).
import { Link, useLocation } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { describeFormVersionDiff, diffFormVersions, versionLabel } from '@inspection/forms-domain';
import { useFormVersions } from '@inspection/forms-data-access';
import { formatBusinessDate } from '@inspection/shared-domain';
import { Card, Spinner } from '@inspection/ui';
import { type NewVersionState } from './new-version-button';

export function VersionHistory({ formId }: { formId: string }) {
  const versions = useFormVersions(formId);
  const from = (useLocation().state as NewVersionState | null)?.fromVersion;
  const list = versions.data ?? [];
  const current = list.find((v) => v.id === formId);

  return (
    <Card className="mb-6 flex flex-col gap-3 p-4" role="region" aria-label="Version history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          Version history{current ? <span className="ml-2 text-sm font-normal text-slate-500">this is {versionLabel(current.version, current.status)}</span> : null}
        </h2>
      </div>
      {current && from !== undefined && (
        <p className="rounded-lg bg-blue-50 p-2 text-sm text-blue-900">
          v{current.version} is a draft copy of v{from}. Edit it and go live when ready; v{from} stays as it is.
        </p>
      )}
      {versions.isPending ? (
        <Spinner label="Loading versions..." />
      ) : versions.isError ? (
        <p className="text-sm text-red-700">Failed to load the versions</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {list.map((version, index) => {
            const previous = list[index + 1];
            return (
              <li key={version.id} className="flex flex-col gap-1 py-2 text-sm" data-testid="form-version">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  {version.id === formId ? (
                    <span className="font-semibold text-slate-900">{versionLabel(version.version, version.status)}</span>
                  ) : (
                    <Link to={formsPaths.edit.to({ id: version.id })} className="font-semibold text-blue-700 hover:underline">
                      {versionLabel(version.version, version.status)}
                    </Link>
                  )}
                  <span className="text-slate-500">{formatBusinessDate(version.created_at)}</span>
                </div>
                {previous && (
                  <ul className="list-disc pl-5 text-slate-600" aria-label={`Changes in v${version.version}`}>
                    {describeFormVersionDiff(diffFormVersions(previous.fields, version.fields)).map((line) => <li key={line}>{line}</li>)}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
