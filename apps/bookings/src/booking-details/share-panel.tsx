// Share Booking Details: buyer and seller messages (the seller tab only with a seller phone), each
// editable, sent through the messaging link in a new tab, or cleared.
import { useState } from 'react';
import { MessageCircle, Trash2 } from 'lucide-react';
import { buyerMessage, sellerMessage, whatsAppLink, type BookingWithType, type ShareBusiness } from '@inspection/bookings-domain';
import { Button, Card, Tabs, TabsContent, TabsList, TabsTrigger, Textarea } from '@inspection/ui';

function MessageEditor({ phone, initial, label }: { phone: string; initial: string; label: string }) {
  const [text, setText] = useState(initial);
  return (
    <div className="flex flex-col gap-3">
      <Textarea aria-label={label} rows={12} value={text} onChange={(e) => setText(e.target.value)} className="font-mono text-xs sm:text-sm" />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => window.open(whatsAppLink(phone, text), '_blank', 'noopener,noreferrer')}
          disabled={text.trim() === ''}
          className="bg-emerald-700 hover:bg-emerald-800"
        >
          <MessageCircle aria-hidden="true" /> Send on WhatsApp
        </Button>
        <Button variant="outline" onClick={() => setText('')}>
          <Trash2 aria-hidden="true" /> Clear
        </Button>
      </div>
    </div>
  );
}

/** `business` signs the messages (its profile); they are written again once it is read. */
export function SharePanel({ booking, business }: { booking: BookingWithType; business?: ShareBusiness }) {
  const type = booking.inspection_types ? { name: booking.inspection_types.name, name_en: booking.inspection_types.name_en, current_price: booking.inspection_types.current_price ?? null } : null;
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="share-title">
      <h2 id="share-title" className="mb-3 text-lg font-semibold text-slate-900">
        Share Booking Details
      </h2>
      <Tabs defaultValue="buyer">
        <TabsList>
          <TabsTrigger value="buyer">Buyer Message</TabsTrigger>
          {booking.seller_phone && <TabsTrigger value="seller">Seller Message</TabsTrigger>}
        </TabsList>
        <TabsContent value="buyer">
          <MessageEditor key={business?.name} label="Buyer message" phone={booking.customer_phone} initial={buyerMessage(booking, type, business)} />
        </TabsContent>
        {booking.seller_phone && (
          <TabsContent value="seller">
            <MessageEditor key={business?.name} label="Seller message" phone={booking.seller_phone} initial={sellerMessage(booking, business)} />
          </TabsContent>
        )}
      </Tabs>
    </Card>
  );
}
