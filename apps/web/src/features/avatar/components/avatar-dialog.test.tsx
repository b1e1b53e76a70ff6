import { fireEvent, screen, waitFor } from "@testing-library/react";
import { avatarTexts } from "@mobex/contracts/avatar";
import { useEffect, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ONGOING_UPLOADS_TEXT } from "../../../shared/lib/ongoing-uploads";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { accessToken } from "../../../test/tokens";
import { startSessionServices } from "../../auth/commands";
import { authTransitions } from "../../auth/model/auth-store";
import { AvatarDialog } from "./avatar-dialog";

// jsdom lays nothing out and has no canvas: the cropper reports a fixed area and the encoder a
// small JPEG, so that the dialog's own behaviour (rejections, zoom, upload, errors) is what is tested.
vi.mock("react-easy-crop", () => ({
  default: function FakeCropper(props: {
    zoom: number;
    onCropComplete: (area: unknown, pixels: unknown) => void;
  }) {
    const report = useRef(props.onCropComplete);
    useEffect(() => {
      report.current({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 800, height: 800 });
    }, []);
    return <div data-testid="cropper" data-zoom={props.zoom} />;
  },
}));
vi.mock("../model/crop-image", () => ({
  cropEncoder: () => () =>
    Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" })),
}));

const uploadPath = "/webrtc/mobex/avatar/upload";
const imagePath = "/webrtc/mobex/avatar/getimage";
const PHONE = "400011001";

const jpeg = (name = "me.jpg") =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: "image/jpeg" });

function choose(...files: File[]) {
  const input = screen.getByLabelText("Profile picture file");
  fireEvent.change(input, { target: { files } });
}

describe("the avatar dialog", () => {
  let stop: () => void;
  let decodes: boolean;
  beforeEach(() => {
    stop = startSessionServices();
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
    decodes = true;
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:picture", revokeObjectURL: () => {} }),
    );
    HTMLImageElement.prototype.decode = function decode() {
      return decodes ? Promise.resolve() : Promise.reject(new Error("EncodingError"));
    };
  });
  afterEach(() => stop());

  const open = (onClose = vi.fn()) => {
    renderWithProviders(<AvatarDialog open phone={PHONE} onClose={onClose} />);
    return onClose;
  };

  it("shows the drop target with the spec's hint and no Remove picture without a picture", async () => {
    mockFetch(on(imagePath, () => envelope(200, { avatar_hash: "" })));
    open();
    expect(screen.getByRole("dialog", { name: "Change profile picture" })).toBeInTheDocument();
    expect(screen.getByText(avatarTexts.hint)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Select image" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Remove picture" })).not.toBeInTheDocument(),
    );
  });

  it("rejects a file that is not a JPG or PNG", async () => {
    mockFetch(on(imagePath, () => envelope(200, { avatar_hash: "" })));
    open();
    choose(new File(["GIF89a"], "cat.gif", { type: "image/gif" }));
    expect(await screen.findByText(avatarTexts.wrongType)).toBeInTheDocument();
    expect(screen.queryByTestId("cropper")).not.toBeInTheDocument();
  });

  it("rejects a picture over 20 MB", async () => {
    mockFetch(on(imagePath, () => envelope(200, { avatar_hash: "" })));
    open();
    const big = jpeg("huge.jpg");
    Object.defineProperty(big, "size", { value: 20 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText(avatarTexts.tooLarge)).toBeInTheDocument();
  });

  it("rejects more than one file", async () => {
    mockFetch(on(imagePath, () => envelope(200, { avatar_hash: "" })));
    open();
    choose(jpeg("a.jpg"), jpeg("b.jpg"));
    expect(await screen.findByText(avatarTexts.tooMany)).toBeInTheDocument();
  });

  it("rejects a file named .png that the browser cannot decode", async () => {
    mockFetch(on(imagePath, () => envelope(200, { avatar_hash: "" })));
    decodes = false;
    open();
    choose(new File(["%PDF-1.7"], "renamed.png", { type: "image/png" }));
    expect(await screen.findByText(avatarTexts.wrongType)).toBeInTheDocument();
  });

  it("zooms from 1 to 3 in steps of 0.1", async () => {
    mockFetch(on(imagePath, () => envelope(200, { avatar_hash: "" })));
    open();
    choose(jpeg());
    const slider = await screen.findByRole("slider", { name: "Zoom" });
    expect(slider).toHaveAttribute("aria-valuemin", "1");
    expect(slider).toHaveAttribute("aria-valuemax", "3");
    expect(slider).toHaveAttribute("aria-valuenow", "1");
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(slider).toHaveAttribute("aria-valuenow", "1.1");
    expect(screen.getByTestId("cropper")).toHaveAttribute("data-zoom", "1.1");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider).toHaveAttribute("aria-valuenow", "3");
  });

  it("shows 'Error on upload image' when the upload fails and stays open", async () => {
    mockFetch(
      on(imagePath, () => envelope(200, { avatar_hash: "" })),
      on(uploadPath, () => envelope(500, null, "Looks like something went wrong!")),
    );
    const onClose = open();
    choose(jpeg());
    const save = await screen.findByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText(avatarTexts.uploadFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("uploads the compressed picture as a data URL for the own phone, then closes with the zoom reset", async () => {
    const { requests } = mockFetch(
      on(imagePath, () => envelope(200, { avatar_hash: "" })),
      on(uploadPath, () => envelope(200, { avatar_hash: "abc" })),
    );
    const onClose = open();
    choose(jpeg());
    const slider = await screen.findByRole("slider", { name: "Zoom" });
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    const save = screen.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const upload = requests.find((request) => request.url.pathname === uploadPath);
    expect(upload?.body).toEqual({ phone: PHONE, avatar: "data:image/jpeg;base64,/9j/4A==", token: "jwe" });
    // Reopened, the dialog starts over: no picture chosen, zoom back at 1.
    expect(screen.queryByTestId("cropper")).not.toBeInTheDocument();
  });

  it("removes the picture with an empty avatar", async () => {
    const { requests } = mockFetch(
      on(imagePath, () => envelope(200, { avatar_hash: "abc" })),
      on(uploadPath, () => envelope(204, null, "No Content")),
    );
    const onClose = open();
    fireEvent.click(await screen.findByRole("button", { name: "Remove picture" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(requests.find((request) => request.url.pathname === uploadPath)?.body).toEqual({
      phone: PHONE,
      avatar: "",
      token: "jwe",
    });
  });

  it("says 'You still have ongoing uploads!' when closed or left while the upload runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string | URL) =>
        new URL(input, "http://localhost").pathname === uploadPath
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(envelope(200, { avatar_hash: "" })),
      ),
    );
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const onClose = open();
    choose(jpeg());
    const save = await screen.findByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    expect(leave()).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(leave()).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(ONGOING_UPLOADS_TEXT)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    answer(envelope(200, { avatar_hash: "abc" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The leave guard goes with the effect that follows the upload's end, a render after onClose.
    await waitFor(() => expect(leave()).toBe(false));
  });
});
