// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { addressSearch, replaceAddressSearch, writeAddressAfterPaint } from "./address.ts";
import {
  BrowserRouter,
  Link,
  type Location,
  Navigate,
  type Navigate as NavigateFunction,
  Route,
  Switch,
  useLocation,
  useNavigate,
  usePageHeading,
  useParams,
  usePathname,
  useSearchParams,
} from "./navigation.ts";
import { createMemoryHistory, MemoryRouter } from "./navigation-testing.ts";

afterEach(cleanup);

/** The browser's Back, once its entry is the page's. */
function back(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener("popstate", () => resolve(), { once: true });
    window.history.back();
  });
}

/** Keeps what the hooks answered on each render, and the navigate function. */
function probe() {
  const seen = {
    locations: [] as Location[],
    pathnameRenders: 0,
    navigate: null as NavigateFunction | null,
  };
  function Whole() {
    seen.locations.push(useLocation());
    seen.navigate = useNavigate();
    return null;
  }
  function PathOnly() {
    usePathname();
    seen.pathnameRenders += 1;
    return null;
  }
  const go: NavigateFunction = ((to: never, options?: never) =>
    act(() => seen.navigate?.(to, options))) as NavigateFunction;
  return { seen, go, Whole, PathOnly };
}

describe("the router's location", () => {
  it("carries navigation state and a new key on every navigation, and goes back to both", () => {
    const history = createMemoryHistory(["/et/auth"]);
    const { seen, go, Whole } = probe();
    render(
      <MemoryRouter history={history}>
        <Whole />
      </MemoryRouter>,
    );
    expect(seen.locations.at(-1)).toMatchObject({ pathname: "/et/auth", key: "default" });

    go("/et/send-verification?x=1", { state: { email: "a@b.ee" } });
    const sent = seen.locations.at(-1);
    expect(sent).toMatchObject({
      pathname: "/et/send-verification",
      search: "?x=1",
      state: { email: "a@b.ee" },
    });
    expect(sent?.key).not.toBe("default");

    go("/et/send-verification?x=1", { replace: true });
    expect(seen.locations.at(-1)?.state).toBeNull();
    expect(seen.locations.at(-1)?.key).not.toBe(sent?.key);
    expect(history.entries).toHaveLength(2);

    go(-1);
    expect(seen.locations.at(-1)).toMatchObject({ pathname: "/et/auth", key: "default" });
  });

  it("reads a query, a hash or parts of a path against the current page", () => {
    const { seen, go, Whole } = probe();
    render(
      <MemoryRouter initialEntries={["/et/5/köök?project=1"]}>
        <Whole />
      </MemoryRouter>,
    );
    expect(seen.locations.at(-1)?.pathname).toBe("/et/5/k%C3%B6%C3%B6k");
    go("?project=2#top");
    expect(seen.locations.at(-1)).toMatchObject({
      pathname: "/et/5/k%C3%B6%C3%B6k",
      search: "?project=2",
      hash: "#top",
    });
    go({ search: "project=3" });
    expect(seen.locations.at(-1)).toMatchObject({ search: "?project=3", hash: "" });
  });

  it("keeps the page's entries' state as { usr, key } and reads it back after a reload", () => {
    window.history.replaceState({ usr: { kept: true }, key: "abc" }, "", "/en/auth?x=1");
    const { seen, go, Whole } = probe();
    render(
      <BrowserRouter>
        <Whole />
      </BrowserRouter>,
    );
    expect(seen.locations.at(-1)).toMatchObject({
      pathname: "/en/auth",
      search: "?x=1",
      state: { kept: true },
      key: "abc",
    });
    go("/en/dashboard", { state: { from: "login" } });
    expect(window.location.pathname).toBe("/en/dashboard");
    expect(window.history.state).toEqual({
      usr: { from: "login" },
      key: seen.locations.at(-1)?.key,
    });
  });

  it("re-renders nothing for a query written straight into the address bar", () => {
    window.history.replaceState(null, "", "/en/5/kitchen?project=1");
    const { seen, Whole, PathOnly } = probe();
    render(
      <BrowserRouter>
        <Whole />
        <PathOnly />
      </BrowserRouter>,
    );
    const renders = seen.locations.length;
    const pathRenders = seen.pathnameRenders;
    act(() => replaceAddressSearch("?project=1&selections=2abc"));
    expect(window.location.search).toBe("?project=1&selections=2abc");
    expect(seen.locations.length).toBe(renders);
    expect(seen.pathnameRenders).toBe(pathRenders);
    expect(seen.locations.at(-1)?.search).toBe("?project=1");
  });

  it("writes a query waiting for the paint into the entry a move leaves, before it moves", async () => {
    window.history.replaceState(null, "", "/en/5/kitchen?project=1");
    const { go, Whole } = probe();
    render(
      <BrowserRouter>
        <Whole />
      </BrowserRouter>,
    );
    writeAddressAfterPaint(() => replaceAddressSearch("?project=1&selections=3abc"));
    go("/en/5/bath?project=1");
    expect(window.location.search).toBe("?project=1");
    await back();
    expect(window.location.pathname).toBe("/en/5/kitchen");
    expect(window.location.search).toBe("?project=1&selections=3abc");
  });

  it("does not write a query waiting for the paint into the entry Back leads to", async () => {
    window.history.replaceState(null, "", "/en/5/kitchen?project=1");
    window.history.pushState({ key: "bath" }, "", "/en/5/bath?project=1");
    writeAddressAfterPaint(() => replaceAddressSearch("?project=1&selections=3abc"));
    await back();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(window.location.pathname).toBe("/en/5/kitchen");
    expect(window.location.search).toBe("?project=1");
  });

  it("answers the address's query with the write waiting for the paint made", () => {
    window.history.replaceState(null, "", "/en/5/kitchen?project=1");
    writeAddressAfterPaint(() => replaceAddressSearch("?project=1&selections=3abc"));
    expect(window.location.search).toBe("?project=1");
    expect(addressSearch()).toBe("?project=1&selections=3abc");
  });

  it("does not re-render pathname readers for a change of the query alone", () => {
    const { seen, go, Whole, PathOnly } = probe();
    render(
      <MemoryRouter initialEntries={["/en/5/kitchen?project=1"]}>
        <Whole />
        <PathOnly />
      </MemoryRouter>,
    );
    const pathRenders = seen.pathnameRenders;
    go("/en/5/kitchen?project=1&layout=2", { replace: true });
    expect(seen.locations.at(-1)?.search).toBe("?project=1&layout=2");
    expect(seen.pathnameRenders).toBe(pathRenders);
    go("/en/5/bath?project=1");
    expect(seen.pathnameRenders).toBe(pathRenders + 1);
  });
});

describe("Link", () => {
  function Here() {
    const { pathname, search, state } = useLocation();
    return <output data-state={JSON.stringify(state)}>{pathname + search}</output>;
  }

  it("navigates with its state, and replaces the entry when it leads to the current page", () => {
    const history = createMemoryHistory(["/en/auth"]);
    render(
      <MemoryRouter history={history}>
        <Link to="/en/auth/register?redirect=x" state={{ pending: 1 }}>
          Register
        </Link>
        <Link to={{ pathname: "/en/auth", search: "" }}>Login</Link>
        <Here />
      </MemoryRouter>,
    );
    const register = screen.getByRole("link", { name: "Register" });
    expect(register.getAttribute("href")).toBe("/en/auth/register?redirect=x");
    fireEvent.click(register);
    expect(screen.getByRole("status").textContent).toBe("/en/auth/register?redirect=x");
    expect(screen.getByRole("status").dataset.state).toBe('{"pending":1}');
    expect(history.entries).toHaveLength(2);

    fireEvent.click(screen.getByRole("link", { name: "Login" }));
    fireEvent.click(screen.getByRole("link", { name: "Login" }));
    expect(screen.getByRole("status").textContent).toBe("/en/auth");
    expect(history.entries).toHaveLength(3);
  });

  it("leaves a modified click or a cancelled one to the browser", () => {
    const history = createMemoryHistory(["/en/auth"]);
    render(
      <MemoryRouter history={history}>
        <Link to="/en/info" onClick={(e) => e.preventDefault()}>
          Cancelled
        </Link>
        <Link to="/en/info">Help</Link>
        <Here />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Help" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "Cancelled" }));
    expect(screen.getByRole("status").textContent).toBe("/en/auth");
    expect(history.entries).toHaveLength(1);
  });
});

describe("routes", () => {
  function Params({ name }: { name: string }) {
    return <p>{`${name} ${JSON.stringify({ ...useParams() })}`}</p>;
  }
  function Table() {
    return (
      <Switch>
        <Route path="/:lang/auth/:status">
          <Params name="login" />
        </Route>
        <Route path="/:lang/:packageId/:room">
          <Params name="room" />
        </Route>
        <Route>
          <p>unknown</p>
        </Route>
      </Switch>
    );
  }
  function Redirecting() {
    const [params] = useSearchParams();
    return params.get("go") ? <Navigate to={`/en/auth/${params.get("go")}`} replace /> : null;
  }

  it("takes the first matching route, with its parameters decoded", () => {
    render(
      <MemoryRouter initialEntries={["/et/auth/success"]}>
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^login/).textContent).toContain('"status":"success"');
    cleanup();
    render(
      <MemoryRouter initialEntries={["/et/5/köök/"]}>
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^room/).textContent).toContain('"room":"köök"');
    cleanup();
    render(
      <MemoryRouter initialEntries={["/et/5/köök/save/more"]}>
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByText("unknown")).toBeTruthy();
  });

  it("redirects with Navigate", () => {
    const history = createMemoryHistory(["/en/x?go=failed"]);
    render(
      <MemoryRouter history={history}>
        <Redirecting />
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^login/).textContent).toContain('"status":"failed"');
    expect(history.entries).toHaveLength(1);
  });
});

describe("a page's heading after a page change", () => {
  /** A page with its h1, a query link and links to the other page (each page its own, as lazy pages are). */
  function Page({ name, other }: { name: string; other: string }) {
    const heading = usePageHeading();
    return (
      <>
        <h1 ref={heading} tabIndex={-1}>
          {name}
        </h1>
        <Link to="?choice=2">{`${name} choice`}</Link>
        <Link to={other}>{`to ${other}`}</Link>
        <Link to={other} role="tab">{`tab ${other}`}</Link>
      </>
    );
  }
  function Pages() {
    return (
      <Switch>
        <Route path="/et/start">
          <Navigate to="/et/a" replace />
        </Route>
        <Route path="/et/a">
          <Page key="a" name="A" other="/et/b" />
        </Route>
        <Route path="/et/b">
          <Page key="b" name="B" other="/et/a" />
        </Route>
      </Switch>
    );
  }
  const heading = (name: string) => screen.getByRole("heading", { level: 1, name });

  it("leaves focus where the browser put it on the page opened, and after its redirects", () => {
    render(
      <MemoryRouter initialEntries={["/et/start"]}>
        <Pages />
      </MemoryRouter>,
    );
    expect(heading("A")).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's heading after a link, a form's navigation and Back", () => {
    const history = createMemoryHistory(["/et/a"]);
    const { seen, go, Whole } = probe();
    render(
      <MemoryRouter history={history}>
        <Whole />
        <Pages />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByText("to /et/b")));
    expect(document.activeElement).toBe(heading("B"));

    // A login goes on with a replace, and is the person's move all the same.
    go("/et/a", { replace: true });
    expect(document.activeElement).toBe(heading("A"));

    go(-1);
    expect(seen.locations.at(-1)?.pathname).toBe("/et/a");
    go("/et/b");
    go(-1);
    expect(document.activeElement).toBe(heading("A"));
  });

  it("keeps focus on the page that stays: a query (a choice), or a tab that names its panel", () => {
    render(
      <MemoryRouter initialEntries={["/et/a"]}>
        <Pages />
      </MemoryRouter>,
    );
    const choice = screen.getByText("A choice");
    choice.focus();
    act(() => fireEvent.click(choice));
    expect(document.activeElement).toBe(choice);

    const tab = screen.getByRole("tab", { name: "tab /et/b" });
    tab.focus();
    act(() => fireEvent.click(tab));
    expect(heading("B")).toBeTruthy();
    expect(document.activeElement?.getAttribute("role")).not.toBe("heading");
  });
});
