/**
 * The framework floor of bench:pages: React, react-dom, React Router and TanStack Query and nothing else, used the
 * way the app's shell uses them (a root, a router with links and a fallback, a query). No page of ours can need
 * less JavaScript than this; /dashboard's weight is quoted as a ratio to it.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, useLocation, useNavigate, useRoutes } from 'react-router';

function Health() {
  const health = useQuery({ queryKey: ['health'], queryFn: () => fetch('/api/health').then((r) => r.json()) });
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/')}>
      {health.isPending ? 'Loading' : JSON.stringify(health.data)}
    </button>
  );
}

function FloorRoutes() {
  const location = useLocation();
  return useRoutes(
    [
      { path: '/', element: <Link to="/health">Health</Link> },
      { path: '/health', element: <Health /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
    location,
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <FloorRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
