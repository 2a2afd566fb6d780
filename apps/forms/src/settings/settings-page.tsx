// Placeholder until the issue that builds this screen lands: the title only.
export default function SettingsPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
    </div>
  );
}
