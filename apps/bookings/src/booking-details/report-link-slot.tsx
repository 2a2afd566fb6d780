// Reserved for the buyer report's link controls (public link on/off and expiry), built with the
// buyer report: they render here, below the share panel. Nothing is shown until then.
export function ReportLinkSlot(_props: { bookingId: string }) {
  return null;
}
