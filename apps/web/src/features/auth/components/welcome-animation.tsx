import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { keyframes } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { authTransitions, useAuthStore } from "../model/auth-store";
import { welcomeProfile } from "./welcome-profile-chunk";

// spec 1 §2, §9: "After success an animation plays for 3.5 s and then the app opens at /".
export const WELCOME_DURATION_MS = 3_500;

/** Someone who asked for less motion goes straight on (issue 9): the animation is all the wait is for. */
const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const pop = keyframes`0% { transform: scale(0.6); opacity: 0 } 60% { transform: scale(1.06); opacity: 1 } 100% { transform: scale(1) }`;
const draw = keyframes`from { stroke-dashoffset: 40 } to { stroke-dashoffset: 0 }`;
const rise = keyframes`from { transform: translateY(8px); opacity: 0 } to { transform: none; opacity: 1 }`;
const fill = keyframes`from { transform: scaleX(0) } to { transform: scaleX(1) }`;

/**
 * The success screen, drawn at once; it also warms the profile so that home opens with the user's
 * data, and greets the user by name when the profile arrives. The profile's query cache (TanStack
 * Query) comes in a chunk of its own, fetched while the token is typed (token-step.tsx): the login
 * page goes without it (issue 9, budgets).
 */
export function WelcomeAnimation() {
  const [name, setName] = useState<string>();

  // The welcome's end is the app's cue to open / (LoginPage); drawn again while the app opens, the
  // screen waits without a timer of its own.
  useEffect(() => {
    if (useAuthStore.getState().phase !== "welcome") return undefined;
    if (prefersReducedMotion()) {
      authTransitions.welcomeFinished();
      return undefined;
    }
    const timer = setTimeout(authTransitions.welcomeFinished, WELCOME_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Stack
      spacing={2.5}
      sx={{
        alignItems: "center",
        py: 4,
        "@media (prefers-reduced-motion: reduce)": { "& *": { animation: "none !important" } },
      }}
    >
      <Box
        sx={{
          width: 88,
          height: 88,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "success.main",
          color: "success.contrastText",
          boxShadow: 6,
          animation: `${pop} 600ms cubic-bezier(.2,.9,.3,1.2) both`,
        }}
      >
        <svg width="44" height="44" viewBox="0 0 24 24" aria-hidden>
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeDasharray="40"
            style={{ animation: `${draw} 500ms 350ms ease-out both` }}
          />
        </svg>
      </Box>
      <welcomeProfile.Component onName={setName} />
      <Box role="status" sx={{ textAlign: "center", animation: `${rise} 500ms 500ms ease-out both` }}>
        <Typography variant="h5" component="h1">
          {name ? `Welcome, ${name}` : "Welcome"}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Setting up your workspace…
        </Typography>
      </Box>
      <Box sx={{ width: 160, height: 4, borderRadius: 2, bgcolor: "action.hover", overflow: "hidden" }}>
        <Box
          sx={{
            height: "100%",
            bgcolor: "primary.main",
            transformOrigin: "left",
            animation: `${fill} ${WELCOME_DURATION_MS}ms linear both`,
          }}
        />
      </Box>
    </Stack>
  );
}
