/**
 * spec 2 §2: "A separate router is used when the path contains conference or teamstab". Each router's
 * error page returns to the root of its section.
 */
export type Section = "main" | "conference" | "teamstab";

export function sectionOf(pathname: string): Section {
  if (pathname.includes("conference")) return "conference";
  if (pathname.includes("teamstab")) return "teamstab";
  return "main";
}

export const sectionRoots: Record<Section, string> = {
  main: "/",
  conference: "/conference",
  teamstab: "/teamstab",
};
