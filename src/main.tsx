import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createHashHistory } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { createToastingMutationCache } from './components/ui/mutation-toasts';
import { createAppRouter } from './router';
import { App } from './app';
import './styles.css';

const queryClient = createQueryClient(createToastingMutationCache());
const router = createAppRouter({ queryClient, history: createHashHistory() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
