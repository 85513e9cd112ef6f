import type { User } from "@home-designer/core";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "./api.ts";
import { usePrimaryStore } from "./store.ts";

/** Every cached answer about the logged-in person starts with this key. */
export const USER_QUERY_KEY = "user";

/**
 * `GET /api/auth/user` for the stored token. The token is part of the key, so a new login never
 * shows the previous person, and logging out leaves nothing to show.
 */
export function userQuery(token: string | null) {
  return queryOptions({
    queryKey: [USER_QUERY_KEY, token],
    queryFn: ({ signal }) => call("GET /auth/user", { signal }),
    enabled: token !== null,
  });
}

/** The logged-in person, loaded once per login; a token the server no longer knows logs out. */
export function useCurrentUser() {
  const token = usePrimaryStore((s) => s.token);
  return useQuery(userQuery(token));
}

/** Keeps a login: the token for every later call, the person for every page that shows them. */
export function keepLogin(queryClient: QueryClient, token: string, user: User): void {
  queryClient.setQueryData(userQuery(token).queryKey, user);
  usePrimaryStore.getState().setToken(token);
}

/** Replaces the cached person after a call that answered them anew (profile, connecting, detach). */
export function storeUser(queryClient: QueryClient, user: User): void {
  const { token } = usePrimaryStore.getState();
  if (token) queryClient.setQueryData(userQuery(token).queryKey, user);
}

/** Forgets the login in this browser: the token and everything cached about the person. */
export function forgetLogin(queryClient: QueryClient): void {
  usePrimaryStore.getState().logout();
  queryClient.removeQueries({ queryKey: [USER_QUERY_KEY] });
}

/** A member of the company's staff (designer, admin): anyone without the customer role. */
export function isStaff(user: Pick<User, "roles">): boolean {
  return !Object.hasOwn(user.roles, "customer");
}

/**
 * Whether the logged-in person is staff, false until known and for guests. Reads the same cached
 * person as every other page, so asking it in many places costs one request.
 */
export function useIsStaff(): boolean {
  const token = usePrimaryStore((s) => s.token);
  const { data } = useQuery({ ...userQuery(token), select: isStaff });
  return data ?? false;
}
