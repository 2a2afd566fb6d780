import { ClipboardList, Tags } from 'lucide-react';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@inspection/ui';
import FormListPage from '../form-list/form-list-page';
import { InspectionTypesTab } from './inspection-types-tab';

/** /settings: the form builder and the inspection types. */
export default function SettingsPage() {
  return (
    <div className="mx-auto w-full max-w-7xl p-4 sm:p-6">
      <PageHeader title="Settings" />
      <Tabs defaultValue="form-builder">
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="form-builder">
            <ClipboardList aria-hidden="true" />
            Inspection Form Builder
          </TabsTrigger>
          <TabsTrigger value="inspection-types">
            <Tags aria-hidden="true" />
            Inspection Types
          </TabsTrigger>
        </TabsList>
        <TabsContent value="form-builder">
          <FormListPage embedded />
        </TabsContent>
        <TabsContent value="inspection-types">
          <InspectionTypesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
