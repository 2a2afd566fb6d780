// Placeholder until the issue that builds this screen lands: the title only.
export default function BookingsDashboardPage() {
  return (
    <div className="p-6">
      <h1 className="text-2xl font-semibold">Bookings</h1>
    </div>
  );
}
