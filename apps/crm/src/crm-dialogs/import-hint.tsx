import { Info } from 'lucide-react';
import { CRM_MESSAGES } from '@inspection/crm-domain';

export function ImportHint() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-800">
      <Info className="size-4 shrink-0" aria-hidden="true" />
      {CRM_MESSAGES.importHint}
    </p>
  );
}
