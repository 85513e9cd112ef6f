import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../components/ui/button.tsx";
import { MessageView } from "../components/ui/message-view.tsx";

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
    if (!this.state.error) return this.props.children;
    return (
      <MessageView
        main
        alert
        title="Midagi läks valesti · Something went wrong"
        text={this.state.error.message}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Laadi uuesti · Reload
          </Button>
        }
      />
    );
  }
}
