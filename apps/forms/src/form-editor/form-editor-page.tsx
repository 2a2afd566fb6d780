// Placeholder until the issue that builds this screen lands: the title only.
export default function FormEditorPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold">Inspection Form Template</h1>
    </div>
  );
}
