// Placeholder until the issue that builds this screen lands: the title only.
export default function InspectionRecordsPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold">Inspection Records</h1>
    </div>
  );
}
