// /messages' list, virtualised: only the rows in view are in the page, however many messages there are.
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { auditTime } from '@inspection/shared-domain';
import type { OutboundMessage } from '@inspection/messages-domain';
import { FRESH_ROW_CLASS, cn } from '@inspection/ui';
import { useFreshRows } from '@inspection/supabase-client';
import { MessageKindLabel, MessageStatusBadge } from './message-badges';

export interface MessageListProps {
  messages: readonly OutboundMessage[];
  selectedId: string | null;
  onOpen: (id: string) => void;
}

export function MessageList({ messages, selectedId, onOpen }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: messages.length, getScrollElement: () => scroller.current, estimateSize: () => 84, overscan: 8 });
  const fresh = useFreshRows();
  return (
    <div ref={scroller} className="max-h-[65vh] overflow-auto rounded-lg border border-slate-200 bg-white" role="list" aria-label="Messages">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index];
          return (
            <div
              key={message.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <button
                type="button"
                onClick={() => onOpen(message.id)}
                aria-current={message.id === selectedId || undefined}
                data-fresh={fresh.has(message.id) || undefined}
                className={cn(
                  'flex w-full flex-col gap-1 border-b border-slate-100 px-3 py-2 text-left text-sm hover:bg-slate-50',
                  FRESH_ROW_CLASS,
                  message.id === selectedId && 'bg-blue-50 hover:bg-blue-50',
                )}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <MessageKindLabel kind={message.kind} />
                  <MessageStatusBadge status={message.status} />
                  <time dateTime={message.created_at} className="ml-auto text-xs text-slate-500">{auditTime(message.created_at)}</time>
                </span>
                <span dir="auto" className="truncate font-medium text-slate-900">{message.subject}</span>
                <span className="truncate text-slate-600">{message.recipient}</span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
