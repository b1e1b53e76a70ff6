import { useEffect } from "react";
import { LoginPage } from "../features/auth/components/login-page";
import { useAuthStore } from "../features/auth/model/auth-store";
import { fetchFirstScreen } from "./routed-app-chunk";

interface LoginEntryProps {
  /** Called, with the address at /, when the routed app is to take over. */
  readonly onSignedIn: () => void;
}

/**
 * The login page as a signed-out visitor first meets it, without the router (issue 9, budgets: the
 * data router is 29 KB). Once a session starts, the routers and the first signed-in screen are
 * fetched; when the welcome has played (or another tab signed in), the app opens at / (spec 1 §2).
 */
export function LoginEntry({ onSignedIn }: LoginEntryProps) {
  const signedIn = useAuthStore((state) => state.session !== null);
  const welcomed = useAuthStore((state) => state.session !== null && state.phase !== "welcome");

  useEffect(() => {
    if (signedIn) void fetchFirstScreen();
  }, [signedIn]);

  useEffect(() => {
    if (!welcomed) return undefined;
    let current = true;
    void fetchFirstScreen().then(() => {
      if (!current) return;
      window.history.replaceState(null, "", "/");
      onSignedIn();
    });
    return () => {
      current = false;
    };
  }, [welcomed, onSignedIn]);

  return <LoginPage />;
}
