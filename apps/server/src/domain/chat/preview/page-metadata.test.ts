import { describe, expect, it } from "vitest";
import { decodePage, pageMetadata } from "./page-metadata";

describe("pageMetadata", () => {
  it("prefers Open Graph and makes the image absolute", () => {
    const html = `<html><head><title>Plain title</title>
      <meta property="og:title" content="  The   OG title ">
      <meta property="og:description" content="OG description">
      <meta name="description" content="plain description">
      <meta property="og:image" content="../img/a.png"></head></html>`;
    expect(pageMetadata(html, "https://example.com/news/item")).toEqual({
      title: "The OG title",
      description: "OG description",
      image: "https://example.com/img/a.png",
      link: "https://example.com/news/item",
    });
  });

  it("falls back to <title> and <meta name=description>, and drops an image that is not http(s)", () => {
    const html = `<title>Only a title</title><meta name="description" content="Said plainly">
      <meta property="og:image" content="javascript:alert(1)">`;
    expect(pageMetadata(html, "http://example.com/")).toEqual({
      title: "Only a title",
      description: "Said plainly",
      image: "",
      link: "http://example.com/",
    });
  });

  it("reads the charset the page declares", () => {
    const latin1 = Buffer.from("<title>Caf\xe9</title>", "latin1");
    expect(pageMetadata(decodePage(latin1, "text/html; charset=ISO-8859-1"), "http://x/").title).toBe("Café");
  });
});
