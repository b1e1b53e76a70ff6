import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { act } from "./test-utils";

/** A fetch answered a few microtasks after it was asked, as a mocked one is. */
const answered = () => Promise.resolve().then(() => Promise.resolve());

function Phone() {
  const [status, setStatus] = useState("Connecting…");
  return <button onClick={() => void answered().then(() => setStatus("Ready for calls"))}>{status}</button>;
}

describe("act() on Preact, as React's", () => {
  it("draws what the callback's promise set off before it ends", async () => {
    render(<Phone />);
    await act(() => {
      screen.getByRole("button").click();
      return Promise.resolve();
    });
    expect(screen.getByRole("button")).toHaveTextContent("Ready for calls");
  });
});
