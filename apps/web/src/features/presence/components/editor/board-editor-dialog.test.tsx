import { type BoardArrange, defaultBoardArrange } from "@mobex/contracts/blf";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoBoard } from "../../test/blf-entries";
import { renderBoard } from "../../test/render-board";
import { BoardEditorDialog } from "./board-editor-dialog";

const stored: BoardArrange = { ...defaultBoardArrange, customArranges: { Sales: ["b3", "b1"] } };

function openEditor(board: string | null) {
  const onSave = vi.fn<(next: BoardArrange) => void>();
  const onClose = vi.fn();
  const view = renderBoard(
    <BoardEditorDialog
      shown={demoBoard()}
      arrange={stored}
      board={board}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose, ...view };
}

const list = (name: string) => screen.getByRole("list", { name: new RegExp(`^${name}`) });
const itemsOf = (name: string) =>
  within(list(name))
    .queryAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

// The editor with its drag-and-drop lists is heavy for jsdom; typing a name takes a moment.
describe("the board editor", { timeout: 20_000 }, () => {
  it("keeps Save changes disabled without a name or without visible items", async () => {
    const user = userEvent.setup();
    const { onSave } = openEditor(null);
    const save = screen.getByRole("button", { name: "Save changes" });
    expect(save).toBeDisabled();
    expect(screen.getByText("Give the board a name")).toBeVisible();

    await user.type(screen.getByRole("textbox", { name: "Board name" }), "Front desk");
    expect(screen.getByText("10/30")).toBeVisible();
    expect(save).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Hide all" }));
    expect(itemsOf("Visible")).toEqual([]);
    expect(save).toBeDisabled();
    expect(screen.getByText("Show at least one item")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Options for Dave Davis" }));
    await user.click(screen.getByRole("menuitem", { name: "Show" }));
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({
      ...stored,
      arrangeSelected: "Front desk",
      customArranges: { ...stored.customArranges, "Front desk": ["b3"] },
    });
  });

  it("refuses a name longer than 30 characters and one that is taken", async () => {
    const user = userEvent.setup();
    openEditor(null);
    const name = screen.getByRole("textbox", { name: "Board name" });
    await user.click(name);
    await user.paste("x".repeat(40));
    expect(name).toHaveValue("x".repeat(30));
    expect(screen.getByText("30/30")).toBeVisible();
    await user.clear(name);
    await user.paste("Sales");
    expect(screen.getByText("A board with this name exists")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  it("asks before leaving with unsaved changes", async () => {
    const user = userEvent.setup();
    const { onClose } = openEditor("Sales");
    expect(itemsOf("Visible")).toEqual(["Dave Davis", "Bob Brown"]);
    expect(itemsOf("Hidden")).toEqual(["Carol Clark", "Erin Evans"]);

    await user.click(screen.getByRole("button", { name: "Options for Bob Brown" }));
    await user.click(screen.getByRole("menuitem", { name: "Move to top" }));
    // The lists are hidden from the accessibility tree until the menu has finished closing.
    await waitFor(() => expect(itemsOf("Visible")).toEqual(["Bob Brown", "Dave Davis"]));

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const confirm = await screen.findByRole("dialog", { name: "Discard your changes?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep editing" }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(itemsOf("Visible")).toEqual(["Bob Brown", "Dave Davis"]));

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Discard your changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("guards navigation away from unsaved changes too", async () => {
    const user = userEvent.setup();
    const { router } = openEditor("Sales");
    await user.click(screen.getByRole("button", { name: "Options for Bob Brown" }));
    await user.click(screen.getByRole("menuitem", { name: "Hide" }));
    await router.navigate("/");
    expect(await screen.findByRole("dialog", { name: "Discard your changes?" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/blf");
  });

  it("deletes a board only after confirmation", async () => {
    const user = userEvent.setup();
    const { onSave } = openEditor("Sales");
    await user.click(screen.getByRole("button", { name: "Delete board" }));
    const confirm = await screen.findByRole("dialog", { name: 'Delete "Sales"?' });
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Delete board" }));
    expect(onSave).toHaveBeenCalledWith({ ...stored, arrangeSelected: "System", customArranges: {} });
  });
});
