// MUI animates with react-transition-group, which leans on React's class components, refs and
// timers: under Preact its enter and exit transitions still run to their end, so a dialog or a menu
// that closes leaves the page (nothing stays behind, invisible, taking clicks).
import Dialog from "@mui/material/Dialog";
import Fade from "@mui/material/Fade";
import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

function Confirm() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} aria-label="Delete board?">
      <button onClick={() => setOpen(false)}>Cancel</button>
    </Dialog>
  );
}

describe("MUI's transitions on the runtime that ships", () => {
  it("take a closed dialog out of the page once its exit has run", { timeout: 30_000 }, async () => {
    render(<Confirm />);
    screen.getByRole("button", { name: "Cancel" }).click();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete board?" })).toBeNull());
  });

  it("tell the caller when an element has faded in and out", async () => {
    const entered = vi.fn();
    const exited = vi.fn();
    const fade = (shown: boolean) => (
      <Fade in={shown} timeout={10} onEntered={entered} onExited={exited}>
        <p>Ready for calls</p>
      </Fade>
    );
    const { rerender } = render(fade(true));
    await waitFor(() => expect(entered).toHaveBeenCalledOnce());
    rerender(fade(false));
    await waitFor(() => expect(exited).toHaveBeenCalledOnce());
  });
});
