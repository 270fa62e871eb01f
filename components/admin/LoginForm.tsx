"use client";

import { getSession, signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { DASHBOARD_PATH } from "@/lib/auth/paths";
import { TEXTS } from "@/lib/texts";
import { ui } from "./ui";

/** next-auth's code for a refusal that carries no message of ours. */
const NEXT_AUTH_REFUSAL = "CredentialsSignin";

/**
 * Signs in through next-auth. Resolves with the refusal to show, or null once the session exists:
 * the server's message ("Login failed", a lockout) or Login failed when there is none.
 */
async function signInWithPassword(email: string, password: string): Promise<string | null> {
  try {
    const result = await signIn("credentials", { email, password, redirect: false });
    if (result?.error && result.error !== NEXT_AUTH_REFUSAL) return result.error;
    // A refused request (its CSRF check, say) can answer without an error; only a session counts.
    if (result?.ok && (await getSession())?.user) return null;
  } catch (error) {
    console.error(error);
  }
  return TEXTS.loginFailed;
}

/** Admin Login: email and password, show/hide toggle, the login error in a banner. */
export function LoginForm() {
  const router = useRouter();
  const [loginError, setLoginError] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setLoginError("");
    const refusal = await signInWithPassword(email, password);
    if (refusal === null) {
      router.replace(DASHBOARD_PATH);
      return;
    }
    setLoginError(refusal);
    setBusy(false);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-md">
        <h1 className="text-center text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">Sign in to manage the website</p>
        <form onSubmit={onSubmit} className="mt-6 space-y-5">
          {loginError && (
            <div role="alert" className={ui.errorBanner}>
              {loginError}
            </div>
          )}
          <div>
            <label htmlFor="login-email" className={ui.label}>
              Email
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              required
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={ui.input}
            />
          </div>
          <div>
            <label htmlFor="login-password" className={ui.label}>
              Password
            </label>
            <div className="relative">
              <input
                id="login-password"
                name="password"
                type={showPassword ? "text" : "password"}
                required
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={`${ui.input} pr-20`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
                aria-controls="login-password"
                className={`absolute inset-y-0 right-0 mt-1 px-3 text-sm font-medium text-blue-700 ${ui.focus}`}
              >
                {showPassword ? "Hide" : "Show"}
                <span className="sr-only"> password</span>
              </button>
            </div>
          </div>
          <button type="submit" disabled={busy} className={`${ui.primaryButton} w-full`}>
            {busy ? "Signing in..." : "Sign In"}
          </button>
        </form>
        <p className="mt-6 text-center text-xs text-slate-500">Protected by secure authentication</p>
      </div>
    </main>
  );
}
