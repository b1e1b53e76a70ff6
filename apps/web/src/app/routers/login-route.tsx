import { Navigate } from "react-router";
import { LoginPage } from "../../features/auth/components/login-page";
import { useAuthStore } from "../../features/auth/model/auth-store";

/** spec 1 §2 route "login" within the router (after a logout): a signed-in user past the welcome goes home. */
export function LoginRoute() {
  const welcomed = useAuthStore((state) => state.session !== null && state.phase !== "welcome");
  return welcomed ? <Navigate to="/" replace /> : <LoginPage />;
}
