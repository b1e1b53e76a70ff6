import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { FATAL_ERROR_KEY } from "../model/fatal-error";
import { RouteErrorPage } from "./route-error-page";

function Broken(): never {
  throw new Error("render failed");
}

describe("the route error page", () => {
  it("offers Go back after a render error and flags the fatal error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteErrorPage sectionRoot="/conference" />,
          children: [{ path: "/conference/:roomId", Component: Broken }],
        },
      ],
      { initialEntries: ["/conference/abc"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Looks like something went wrong!" })).toBeVisible();
    expect(screen.getByText("Try going back to your previous position")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Go back" }));
    expect(sessionStorage.getItem(FATAL_ERROR_KEY)).toBe("true");
  });
});
