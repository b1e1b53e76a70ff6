import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { SideNav } from "./side-nav";

// The widths themselves come from CSS (:hover, :focus-visible), which only a browser applies:
// e2e/tests/layout-rail.spec.ts measures them. Here: when the rail is held folded.
describe("the side navigation", () => {
  it("folds when a link is followed, until the pointer leaves or focus moves on", async () => {
    mockFetch();
    renderWithProviders(<SideNav />);
    const rail = screen.getByRole("navigation", { name: "Main navigation" });
    const history = await screen.findByRole("link", { name: "History" });
    expect(rail).not.toHaveAttribute("data-folded");

    fireEvent.focus(history);
    fireEvent.click(history);
    expect(rail).toHaveAttribute("data-folded");
    fireEvent.pointerLeave(rail);
    expect(rail).not.toHaveAttribute("data-folded");

    fireEvent.click(history);
    fireEvent.focus(screen.getByRole("link", { name: "Presence" }));
    expect(rail).not.toHaveAttribute("data-folded");
  });
});
