import { Building2, ClipboardList, History, Tags, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@inspection/platform';
import { InspectorsTab } from '@inspection/bookings-inspectors';
import { PageHeader, PageSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@inspection/ui';
import FormListPage from '../form-list/form-list-page';
import { AuditLogTab } from './audit-log/audit-log-tab';

// The tabs with a validated form (zod) load when opened, off the screen's first chunk (docs/benchmarks/web.md#where-the-time-goes).
const InspectionTypesTab = lazy(() => import('./inspection-types-tab').then((m) => ({ default: m.InspectionTypesTab })));
const BusinessTab = lazy(() => import('./business/business-tab').then((m) => ({ default: m.BusinessTab })));

/**
 * /settings: the form builder, the inspection types, the inspectors (admins change the team, staff read it) and, for
 * admins, the business profile and the audit log. The open tab is in the address (?tab=business): a link opens it,
 * and the page keeps it when drawn again (a change of the business's units redraws every page).
 */
export default function SettingsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const openTab = (tab: string) =>
    setParams(
      (current) => {
        current.set('tab', tab);
        return current;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto w-full max-w-7xl p-4 sm:p-6">
      <PageHeader title="Settings" />
      <Tabs value={params.get('tab') ?? 'form-builder'} onValueChange={openTab}>
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="form-builder">
            <ClipboardList aria-hidden="true" />
            Inspection Form Builder
          </TabsTrigger>
          <TabsTrigger value="inspection-types">
            <Tags aria-hidden="true" />
            Inspection Types
          </TabsTrigger>
          <TabsTrigger value="inspectors">
            <Users aria-hidden="true" />
            Inspectors
          </TabsTrigger>
          {user?.isAdmin && (
            <TabsTrigger value="business">
              <Building2 aria-hidden="true" />
              Business
            </TabsTrigger>
          )}
          {user?.isAdmin && (
            <TabsTrigger value="audit-log">
              <History aria-hidden="true" />
              Audit Log
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="form-builder">
          <FormListPage embedded />
        </TabsContent>
        <TabsContent value="inspection-types">
          <Suspense fallback={<PageSpinner />}>
            <InspectionTypesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="inspectors">
          <InspectorsTab canEdit={user?.role === 'admin'} />
        </TabsContent>
        {user?.isAdmin && (
          <TabsContent value="business">
            <Suspense fallback={<PageSpinner />}>
              <BusinessTab />
            </Suspense>
          </TabsContent>
        )}
        {user?.isAdmin && (
          <TabsContent value="audit-log">
            <AuditLogTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
