import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { create } from "zustand";
import { UNFINISHED_UPLOADS_TEXT, confirmLeaving } from "../../../shared/lib/ongoing-uploads";
import { UnfinishedUploadsGuard } from "./unfinished-uploads-guard";

const useUpload = create(() => ({ running: true }));

function Layout() {
  return (
    <>
      <Link to="/blf">Presence</Link>
      {useUpload((state) => state.running) && <UnfinishedUploadsGuard />}
      <Outlet />
    </>
  );
}

/** A chat screen and the board, with the guard mounted while the upload runs (as the chat service mounts it). */
function renderApp() {
  useUpload.setState({ running: true });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: "/chat/:id", element: <h1>Conversation</h1> },
          { path: "/blf", element: <h1>Board</h1> },
        ],
      },
    ],
    { initialEntries: ["/chat/1002"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const question = () => screen.queryByRole("dialog", { name: UNFINISHED_UPLOADS_TEXT });

describe("leaving chat while an upload runs (spec 2 §5)", () => {
  it("asks, and Stay keeps the conversation while Leave goes on", async () => {
    const router = renderApp();
    await userEvent.click(screen.getByRole("link", { name: "Presence" }));
    expect(question()).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/chat/1002");
    await userEvent.click(await screen.findByRole("link", { name: "Presence" }));
    await userEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(router.state.location.pathname).toBe("/blf");
  });

  it("asks before signing out; Stay answers no", async () => {
    renderApp();
    let answer: boolean | null = null;
    await act(async () => {
      void confirmLeaving().then((leave) => (answer = leave));
      await Promise.resolve();
    });
    expect(question()).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Stay" }));
    expect(answer).toBe(false);
  });

  it("lets the user go where they were going once the upload ends, and asks nothing more", async () => {
    const router = renderApp();
    await userEvent.click(screen.getByRole("link", { name: "Presence" }));
    expect(question()).not.toBeNull();
    act(() => useUpload.setState({ running: false }));
    expect(router.state.location.pathname).toBe("/blf");
    await expect(confirmLeaving()).resolves.toBe(true);
  });
});
