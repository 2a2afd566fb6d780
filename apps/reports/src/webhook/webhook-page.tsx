// Placeholder until the issue that builds this screen lands: the title only.
export default function WebhookPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold">Webhook Details</h1>
    </div>
  );
}
