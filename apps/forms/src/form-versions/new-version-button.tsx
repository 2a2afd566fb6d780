// 'New Version' on a live or inactive form: a draft copy of everything as the family's next version, opened in the
// editor, which says which version it came from.
import { useNavigate } from 'react-router-dom';
import { CopyPlus } from 'lucide-react';
import { formsPaths } from '@inspection/platform-manifest';
import { useNewFormVersion } from '@inspection/forms-data-access';
import { Button, toast, type ButtonProps } from '@inspection/ui';

/** What the editor is told when it opens a version just made. */
export interface NewVersionState {
  fromVersion: number;
}

export function NewVersionButton({ formId, version, size = 'sm' }: { formId: string; version: number; size?: ButtonProps['size'] }) {
  const navigate = useNavigate();
  const make = useNewFormVersion();
  const onClick = () =>
    make.mutate(formId, {
      onSuccess: (id) => {
        toast.success(`New version made from v${version}`);
        navigate(formsPaths.edit.to({ id }), { state: { fromVersion: version } satisfies NewVersionState });
      },
      onError: (error) => toast.error((error as Error)?.message || 'Failed to make a new version'),
    });
  return (
    <Button variant="outline" size={size} onClick={onClick} loading={make.isPending}>
      <CopyPlus aria-hidden="true" />
      New Version
    </Button>
  );
}
