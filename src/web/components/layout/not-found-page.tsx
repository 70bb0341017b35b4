import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../ui/button';
import { PageContainer } from './page';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </PageContainer>
  );
}
