import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { configureApiSession } from "../api/api-client";
import { PersonAvatar, initialsOf } from "./person-avatar";

describe("a person's avatar", () => {
  afterEach(() => configureApiSession(null));
  const signIn = () => configureApiSession({ jwetoken: () => "jwe+/=", renew: () => Promise.resolve(false) });

  it("loads the picture by phone and hash with the session token in the query", () => {
    signIn();
    render(<PersonAvatar phone="400011001" hash="abc" name="Alice Adams" size={40} />);
    const image = screen.getByRole("img", { name: "Alice Adams" });
    const url = new URL(image.getAttribute("src") ?? "", "http://localhost");
    expect(url.pathname).toBe("/webrtc/mobex/avatar/getimage");
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: "400011001", hash: "abc", token: "jwe+/=" });
  });

  it("shows initials without a picture or without a session", () => {
    signIn();
    const { unmount } = render(<PersonAvatar phone="400011002" hash="" name="Bob Brown" size={40} />);
    expect(screen.getByText("BB")).toBeInTheDocument();
    unmount();
    configureApiSession(null);
    render(<PersonAvatar phone="400011002" hash="abc" name="Bob Brown" size={40} />);
    expect(screen.queryByRole("img", { name: "Bob Brown" })).not.toBeInTheDocument();
    expect(screen.getByText("BB")).toBeInTheDocument();
  });

  it("takes initials from words that start with a letter", () => {
    expect(initialsOf("Alice Mary Adams")).toBe("AA");
    expect(initialsOf("carol")).toBe("C");
    expect(initialsOf("400011001")).toBe("");
  });
});
