import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import type { ChatMessage } from "../model/chat-types";
import { messageRows } from "../model/message-rows";
import { MessageBubble } from "./message-bubble";

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
// Close enough to the bottom that a new message should keep the view there.
const STICK_TO_BOTTOM_PX = 80;
/** Close enough to the top that the older page is asked for (spec 2 §4: pages of 30 as one scrolls up). */
export const LOAD_OLDER_PX = 200;

/** Rows are placed by the virtualizer, which writes each one's offset (transform) itself. */
const ROW_STYLE = { position: "absolute", top: 0, left: 0, width: "100%" } as const;
// A row re-renders when its message changes, not on every scroll frame or measurement of the list.
const Bubble = memo(MessageBubble);
const DaySeparator = memo(function DaySeparator({ label }: { readonly label: string }) {
  return (
    <Divider role="listitem" sx={{ py: 1, typography: "caption", color: "text.secondary" }}>
      {label}
    </Divider>
  );
});

interface MessageListProps {
  readonly messages: readonly ChatMessage[];
  /** Names of group members by nick; null in a direct conversation (no sender names). */
  readonly senderName: ((from: string) => string) | null;
  readonly canLoadOlder: boolean;
  readonly onLoadOlder: () => void;
}

/**
 * The conversation's messages with day separators, virtualised (@tanstack/react-virtual) so that
 * tens of thousands stay smooth: only the rows in view are in the DOM. It follows new messages while
 * at the bottom, asks for the older page at the top, and keeps the view still when one arrives.
 */
export function MessageList({ messages, senderName, canLoadOlder, onLoadOlder }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => messageRows(messages, (timestamp) => dayFormat.format(timestamp)), [messages]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 56,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    // Scrolling and measuring move rows and size the list in the DOM; React renders only when the
    // rows in view change (issue 13 bench: otherwise every measurement re-rendered the list).
    directDomUpdates: true,
  });
  /** The oldest message held and the rows above it (its day), to keep it in place when an older page goes above. */
  const oldest = useRef<{ key: string; above: string[] } | null>(null);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const previous = oldest.current;
    // The oldest message, not the first row: a day's separator moves up when the older page ends on that day.
    const index = rows.findIndex((row) => row.kind === "message");
    oldest.current =
      index === -1
        ? null
        : { key: rows[index]?.key ?? "", above: rows.slice(0, index).map((row) => row.key) };
    if (previous !== null && previous.key !== oldest.current?.key) {
      // An older page went above: move the view down by what was added above the message that was
      // oldest (the virtualizer's own scrollToIndex here was dropped while it measured, leaving the
      // view at the top on the older page, which then never asked for more). Sizes are by row key,
      // measured ones where the row was on screen.
      const items = virtualizer.measurementsCache;
      const was = rows.findIndex((row) => row.key === previous.key);
      const sizeOf = (key: string) => items.find((item) => item.key === key)?.size ?? 0;
      const before = previous.above.reduce((sum, key) => sum + sizeOf(key), 0);
      const now = items[was]?.start;
      if (now !== undefined && scroller.current !== null) scroller.current.scrollTop += now - before;
      return;
    }
    // The browser's bottom, corrected as rows are measured (an index's offset is only estimated).
    if (atBottom.current && rows.length > 0) virtualizer.scrollToEnd();
  }, [rows, virtualizer]);

  // Older pages are asked for by where the view really is, not by which row the virtualizer renders
  // first: that is row 0 on the render before the view goes to the bottom, which asked for a second
  // page at once and left the conversation open on it, away from the newest message.
  useEffect(() => {
    const element = scroller.current;
    // A page that does not fill the view cannot be scrolled: the next one is needed now.
    if (element !== null && canLoadOlder && element.scrollHeight <= element.clientHeight) onLoadOlder();
  }, [rows, canLoadOlder, onLoadOlder]);

  const items = virtualizer.getVirtualItems();

  return (
    <Box
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
        if (element.scrollTop < LOAD_OLDER_PX && canLoadOlder) onLoadOlder();
      }}
      sx={{ flex: 1, minHeight: 0, overflowY: "auto", contain: "strict" }}
    >
      <Box ref={virtualizer.containerRef} role="list" aria-label="Messages" sx={{ position: "relative" }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} style={ROW_STYLE}>
              {row.kind === "day" ? (
                <DaySeparator label={row.label} />
              ) : (
                <Bubble
                  message={row.message}
                  sender={senderName !== null && row.showSender ? senderName(row.message.from) : null}
                />
              )}
            </div>
          );
        })}
      </Box>
    </Box>
  );
}
