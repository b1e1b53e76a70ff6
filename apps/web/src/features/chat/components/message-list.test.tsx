import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../model/chat-types";
import { LOAD_OLDER_PX, MessageList } from "./message-list";

const page: ChatMessage[] = Array.from({ length: 30 }, (_, index) => ({
  id: `m${index}`,
  body: `message ${index}`,
  timestamp: Date.UTC(2026, 10, 24, 9, index),
  from: index % 2 === 0 ? "400011001" : "400011002",
  me: index % 2 === 0,
  status: "read",
}));

/** jsdom lays nothing out: the scroller's content and view heights are given. */
function layOut(contentPx: number, viewPx: number): void {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(contentPx);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(viewPx);
}

function scrollerOf(): HTMLElement {
  const scroller = screen.getByRole("list", { name: "Messages" }).parentElement;
  if (scroller === null) throw new Error("no scroller");
  return scroller;
}

describe("the message list's older pages (spec 2 §4: pages of 30 as one scrolls up)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens without asking for an older page when the first page fills the view", () => {
    layOut(1700, 800);
    const onLoadOlder = vi.fn();
    render(<MessageList messages={page} senderName={null} canLoadOlder onLoadOlder={onLoadOlder} />);
    expect(onLoadOlder).not.toHaveBeenCalled();
  });

  it("asks for the older page once the view is scrolled near the top, not before", () => {
    layOut(1700, 800);
    const onLoadOlder = vi.fn();
    render(<MessageList messages={page} senderName={null} canLoadOlder onLoadOlder={onLoadOlder} />);
    const scroller = scrollerOf();
    scroller.scrollTop = 600;
    fireEvent.scroll(scroller);
    expect(onLoadOlder).not.toHaveBeenCalled();
    scroller.scrollTop = LOAD_OLDER_PX - 1;
    fireEvent.scroll(scroller);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it("asks for the next page at once when a page does not fill the view, and never when the history is complete", () => {
    layOut(400, 800);
    const onLoadOlder = vi.fn();
    const { rerender } = render(
      <MessageList messages={page.slice(25)} senderName={null} canLoadOlder onLoadOlder={onLoadOlder} />,
    );
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    rerender(
      <MessageList messages={page} senderName={null} canLoadOlder={false} onLoadOlder={onLoadOlder} />,
    );
    const scroller = scrollerOf();
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it("keeps the view on the message that was oldest when the older page goes above it", () => {
    layOut(3400, 800);
    // Every row measures what the list estimates, so the rows that came in are 30 × 56 px however many were measured.
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(56);
    const older: ChatMessage[] = page.map((message, index) => ({
      ...message,
      id: `o${index}`,
      timestamp: message.timestamp - 3600_000,
    }));
    const { rerender } = render(
      <MessageList messages={page} senderName={null} canLoadOlder onLoadOlder={() => {}} />,
    );
    const scroller = scrollerOf();
    scroller.scrollTop = 0;
    rerender(
      <MessageList messages={[...older, ...page]} senderName={null} canLoadOlder onLoadOlder={() => {}} />,
    );
    // The same day: its separator moves above the older page; 30 rows of the estimated 56 px came in.
    expect(scroller.scrollTop).toBe(30 * 56);
  });
});
