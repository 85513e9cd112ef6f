import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n/index.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { seedFirstView } from "./first-view.ts";
import { AppToaster } from "./toaster.tsx";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedFirstView(client);
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
