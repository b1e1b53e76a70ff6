import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MessageComposer } from "./message-composer";

describe("the input bar's videoconference (spec 2 §2)", () => {
  it("creates one while connected, in the popup's compact bar too", async () => {
    const onCreateConference = vi.fn();
    render(<MessageComposer compact connected onSend={() => true} onCreateConference={onCreateConference} />);
    await userEvent.click(screen.getByRole("button", { name: "Create videoconference" }));
    expect(onCreateConference).toHaveBeenCalledOnce();
  });

  it("is unavailable while the chat is not connected", () => {
    render(<MessageComposer connected={false} onSend={() => true} onCreateConference={() => undefined} />);
    expect(screen.getByRole("button", { name: "Create videoconference" })).toHaveProperty("disabled", true);
  });
});
