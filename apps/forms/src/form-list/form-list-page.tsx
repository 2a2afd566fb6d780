import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { FileText, Plus } from 'lucide-react';
import { EmptyState, PageHeader, PageSpinner, buttonVariants, toast } from '@inspection/ui';
import { useForms } from '@inspection/forms-data-access';
import { FORM_TEMPLATE_MESSAGES, groupFormFamilies } from '@inspection/forms-domain';
import { FormCard } from './form-card';

/** /formbuilder: the form templates by family (latest version first), newest first. Also shown in the Settings tab. */
export default function FormListPage({ embedded = false }: { embedded?: boolean }) {
  const forms = useForms();

  useEffect(() => {
    if (forms.isError) toast.error(FORM_TEMPLATE_MESSAGES.listFailed, { id: 'forms-list-failed' });
  }, [forms.isError]);

  const create = (
    <Link to={formsPaths.create.to()} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      Create New Form
    </Link>
  );

  return (
    <div className={embedded ? '' : 'mx-auto w-full max-w-7xl p-4 sm:p-6'}>
      <PageHeader title="Inspection Forms" actions={create} />
      {forms.isPending ? (
        <PageSpinner label="Loading forms" />
      ) : forms.data && forms.data.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {groupFormFamilies(forms.data).map((versions) => (
            <li key={versions[0].id}>
              <FormCard versions={versions} />
            </li>
          ))}
        </ul>
      ) : forms.isError ? null : (
        <EmptyState icon={FileText} title="No inspection forms yet." action={create} />
      )}
    </div>
  );
}
