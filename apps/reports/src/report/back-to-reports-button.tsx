import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@inspection/auth';
import { Button, cn } from '@inspection/ui';

/** 'Back to Reports': the staff dashboard when signed in, the site root otherwise. */
export function BackToReportsButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  return (
    <Button variant="outline" className={cn(className)} onClick={() => navigate(isAuthenticated ? '/admin' : '/')}>
      <ArrowLeft aria-hidden="true" />
      Back to Reports
    </Button>
  );
}
