import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import { accessToken } from "../../../test/tokens";
import { INVALID_EMAIL_TEXT } from "../hooks/use-login-form";
import { authTransitions, useAuthStore } from "../model/auth-store";
import { LoginForm } from "./login-form";

const OTP = "/api/json/webrtc/mobex/otp/get/";
const PROVISIONING = "/api/json/webrtc/mobex/provisioning/get/";
const DEVICE_SECRET = "D".repeat(43);
const tokenSent = () => envelope(200, { sent: true, retry_after_seconds: 60 });

async function requestTokenFor(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm />);
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.click(screen.getByRole("button", { name: "Request Token" }));
  return user;
}

describe("the login form", () => {
  beforeEach(() => authTransitions.signedOut());

  it("shows an error under the field and sends nothing for an invalid e-mail", async () => {
    const { requests } = mockFetch();
    await requestTokenFor("alice@example");
    expect(screen.getByText(INVALID_EMAIL_TEXT)).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it("sends nothing for an empty e-mail", async () => {
    const { requests } = mockFetch();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Request Token" }));
    expect(requests).toHaveLength(0);
    expect(screen.queryByLabelText("Token")).not.toBeInTheDocument();
  });

  it("requests a token and then submits the token by itself at six characters", async () => {
    const { requests } = mockFetch(
      on(OTP, tokenSent),
      on(PROVISIONING, () =>
        envelope(200, { jwetoken: "jwe", token: accessToken(), device_secret: DEVICE_SECRET }),
      ),
    );
    const user = await requestTokenFor(" Alice@Example.com ");
    const tokenField = await screen.findByLabelText("Token");
    expect(tokenField).toHaveFocus();
    expect(tokenField).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(tokenField, "12345");
    expect(requests.filter((request) => request.url.pathname === PROVISIONING)).toHaveLength(0);
    await user.type(tokenField, "6");
    await waitFor(() => expect(useAuthStore.getState().phase).toBe("welcome"));
    const exchange = requests.find((request) => request.url.pathname === PROVISIONING);
    expect(Object.fromEntries(exchange?.url.searchParams ?? [])).toEqual({
      email: "alice@example.com",
      otp: "123456",
      type: "web",
    });
    expect(JSON.parse(localStorage.getItem("auth") ?? "{}")).toMatchObject({
      jwetoken: "jwe",
      email: "alice@example.com",
      // The typed token is spent: the device secret is what renews.
      onetimetoken: DEVICE_SECRET,
    });
  });

  it("stays signed out when the exchange answers no device secret to renew with", async () => {
    mockFetch(
      on(OTP, tokenSent),
      on(PROVISIONING, () => envelope(200, { jwetoken: "jwe", token: accessToken() })),
    );
    const user = await requestTokenFor("alice@example.com");
    await user.type(await screen.findByLabelText("Token"), "123456");
    expect(await screen.findByText("The server sent an unreadable token.")).toBeVisible();
    expect(useAuthStore.getState().session).toBeNull();
    expect(localStorage.getItem("auth")).toBeNull();
  });

  it("clears the field and says the token is wrong when the server answers 401", async () => {
    mockFetch(
      on(OTP, tokenSent),
      on(PROVISIONING, () => envelope(401, null, "Wrong token!")),
    );
    const user = await requestTokenFor("alice@example.com");
    await user.type(await screen.findByLabelText("Token"), "999999");
    expect(await screen.findByText("Sorry, that isn't the correct token.")).toBeVisible();
    expect(screen.getByText("Wrong token!")).toBeVisible();
    expect(screen.getByLabelText("Token")).toHaveValue("");
  });

  it("says a new token was e-mailed when the old one has expired", async () => {
    mockFetch(
      on(OTP, tokenSent),
      on(PROVISIONING, () =>
        envelope(404, { new_token_sent: true }, "We emailed you a new token. Try again."),
      ),
    );
    const user = await requestTokenFor("alice@example.com");
    await user.type(await screen.findByLabelText("Token"), "111111");
    expect(await screen.findByText("We emailed you a new token. Try again.")).toBeVisible();
    expect(screen.getByLabelText("Token")).toHaveValue("");
  });

  it("asks for a new token itself when a 404 says none was sent", async () => {
    const { requests } = mockFetch(
      on(OTP, tokenSent),
      on(PROVISIONING, () => envelope(404, { new_token_sent: false }, "Not found")),
    );
    const user = await requestTokenFor("alice@example.com");
    await user.type(await screen.findByLabelText("Token"), "111111");
    expect(await screen.findByText("We emailed you a new token. Try again.")).toBeVisible();
    expect(requests.filter((request) => request.url.pathname === OTP)).toHaveLength(2);
  });

  it("asks 'Correct E-Mail Address?' for an address without a licence", async () => {
    mockFetch(on(OTP, () => envelope(403, null, "This e-mail address is not configured for Mobex")));
    const user = await requestTokenFor("nolicence@example.com");
    const dialog = await screen.findByRole("dialog", { name: "Correct E-Mail Address?" });
    expect(dialog).toHaveTextContent("nolicence@example.com is not configured for Mobex");
    await user.click(screen.getByRole("button", { name: "Ok" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByLabelText("Token")).not.toBeInTheDocument();
  });

  it("shows the server's words when it refuses too many attempts", async () => {
    mockFetch(
      on(OTP, () => envelope(429, null, "Too many attempts. Please wait a few minutes before trying again.")),
    );
    await requestTokenFor("alice@example.com");
    expect(
      await screen.findByText("Too many attempts. Please wait a few minutes before trying again."),
    ).toBeVisible();
  });
});
