import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppBarButton, AppBarPlacementContext } from "./app-bar-button";

describe("an app-bar action", () => {
  it("in the bar is an icon button named by its label, and a popup hangs from it", () => {
    const onClick = vi.fn();
    render(<AppBarButton label="Call attention" pressed={false} icon={<svg />} onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Call attention" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).not.toHaveTextContent("Call attention");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledWith(button);
  });

  it("in the More menu shows its name, keeps its state, and a popup hangs from More", () => {
    const more = document.createElement("button");
    const onClick = vi.fn();
    render(
      <AppBarPlacementContext.Provider value={{ in: "menu", anchor: more }}>
        <AppBarButton label="Call attention" pressed icon={<svg />} onClick={onClick} />
      </AppBarPlacementContext.Provider>,
    );
    const button = screen.getByRole("button", { name: "Call attention" });
    expect(button).toHaveTextContent("Call attention");
    expect(button).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledWith(more);
  });
});
