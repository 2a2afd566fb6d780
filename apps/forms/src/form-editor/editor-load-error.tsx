import { Link } from 'react-router-dom';
import { formsPaths } from '@inspection/platform-manifest';
import { ErrorBox, buttonVariants } from '@inspection/ui';
import { FORM_TEMPLATE_MESSAGES } from '@inspection/forms-domain';

/** A saved form whose template could not be loaded: the way back to the list. */
export function EditorLoadError() {
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
      <ErrorBox
        title={FORM_TEMPLATE_MESSAGES.loadFailed}
        action={
          <Link to={formsPaths.list.to()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Back to forms
          </Link>
        }
      />
    </div>
  );
}
