import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { reportsPaths } from '@inspection/platform-manifest';
import { useAuth } from '@inspection/platform';
import { Button, cn } from '@inspection/ui';

/** 'Back to Reports' to the staff dashboard; a buyer (not signed in) gets no staff navigation. */
export function BackToReportsButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Button variant="outline" className={cn(className)} onClick={() => navigate(reportsPaths.admin.to())}>
      <ArrowLeft aria-hidden="true" />
      Back to Reports
    </Button>
  );
}
