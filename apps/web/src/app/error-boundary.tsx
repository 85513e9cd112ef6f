import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../components/ui/button.tsx";
import { MessageView } from "../components/ui/message-view.tsx";
import { isLoadFailure } from "../lib/failure.ts";

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

/**
 * Last line of defence when a page fails to render or its module cannot be loaded (for instance
 * after a release replaced the files). Written without translations, which may be what failed.
 * Moving to another address clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A page whose code could not be fetched (offline, or a release replaced the files) is no
    // fault of the page: say what to do rather than the browser's technical message.
    const notLoaded = isLoadFailure(error);
    return (
      <MessageView
        main
        alert
        title={
          notLoaded
            ? "Lehte ei õnnestunud laadida · The page could not be loaded"
            : "Midagi läks valesti · Something went wrong"
        }
        text={
          notLoaded
            ? "Kontrolli internetiühendust ja laadi leht uuesti. · Please check your internet connection and reload the page."
            : error.message
        }
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Laadi uuesti · Reload
          </Button>
        }
      />
    );
  }
}
