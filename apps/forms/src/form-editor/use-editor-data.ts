// Loads what the editor shows: the template (when an id is given) and the inspection types.
import { useEffect } from 'react';
import { useFormTemplate, useInspectionTypes } from '@inspection/forms-data-access';
import { FORM_TEMPLATE_MESSAGES } from '@inspection/forms-domain';
import { toast } from '@inspection/ui';

export function useEditorData(id: string | undefined) {
  const template = useFormTemplate(id);
  const inspectionTypes = useInspectionTypes('name');

  useEffect(() => {
    if (template.isError) toast.error(FORM_TEMPLATE_MESSAGES.loadFailed, { id: 'form-load-failed' });
  }, [template.isError]);

  useEffect(() => {
    // A failed inspection types load is only logged: the editor still opens, without the type picker's options.
    if (inspectionTypes.error) console.error('Failed to load inspection types', inspectionTypes.error);
  }, [inspectionTypes.error]);

  return { template, inspectionTypes: inspectionTypes.data ?? [] };
}
