import { Navigate, Outlet } from "react-router";
import { useAuthStore } from "../model/auth-store";

/** spec 2 §2: the main router "is behind a login guard that needs an auth token, else redirects to /login". */
export function RequireAuth() {
  const signedIn = useAuthStore((state) => state.session !== null);
  return signedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
