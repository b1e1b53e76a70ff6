import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { callTransitions, useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import { CallButton } from "./call-button";
import { Dialpad } from "./dialpad";
import { DialErrorToast } from "./dial-error-toast";

function renderDialpad(onDial = vi.fn(() => true)) {
  renderWithProviders(
    <>
      <Dialpad onDial={onDial} actions={(_, submit) => <CallButton onClick={submit} />} />
      <DialErrorToast />
    </>,
  );
  return onDial;
}

describe("the dialpad (spec 1 §2, §4, §5)", () => {
  afterEach(() => act(() => callTransitions.reset()));

  it("asks for a number when Call is pressed on an empty field with nothing dialled before", async () => {
    useCallStore.setState({ lastDialled: "" });
    const onDial = renderDialpad();
    await userEvent.click(screen.getByRole("button", { name: "Call" }));
    expect(await screen.findByText(callTexts.enterNumber)).toBeVisible();
    expect(onDial).not.toHaveBeenCalled();
  });

  it("restores the last dialled number into an empty field", async () => {
    useCallStore.setState({ lastDialled: "1002" });
    renderDialpad();
    await userEvent.click(screen.getByRole("button", { name: "Call" }));
    expect(screen.getByLabelText("Number")).toHaveValue("1002");
  });

  it("types with the keys, shows Backspace only when there is something to delete, dials on Enter", async () => {
    const onDial = renderDialpad();
    expect(screen.queryByRole("button", { name: "Backspace" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "1" }));
    await userEvent.click(screen.getByRole("button", { name: "0" }));
    await userEvent.click(screen.getByRole("button", { name: "#" }));
    await userEvent.click(screen.getByRole("button", { name: "Backspace" }));
    const field = screen.getByLabelText("Number");
    expect(field).toHaveValue("10");
    await userEvent.type(field, "02{Enter}");
    expect(onDial).toHaveBeenCalledWith("1002");
    expect(field).toHaveValue("");
  });
});
