// Settings › Business (admins): reads the one business profile and saves it; a save refreshes every reader of the
// profile in the page (the header, the formatters' units: libs/shared/standalone/src/business-units.tsx).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorBox, PageSpinner, toast } from '@inspection/ui';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { businessProfileQueryKey, updateBusinessProfile, useBusinessProfile } from '@inspection/supabase-client';
import { BusinessProfileForm } from './business-profile-form';
import { toChanges, type BusinessProfileFormValues } from './business-profile-schema';

export function BusinessTab() {
  const profile = useBusinessProfile();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: BusinessProfileFormValues) => updateBusinessProfile(toChanges(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(businessProfileQueryKey, saved);
      toast.success('Business profile saved');
    },
    onError: (error) => setServerError(englishErrorText(errorFromDatabase(error, 'errors.generic'))),
  });

  if (profile.isPending) return <PageSpinner label="Loading the business profile" />;
  if (!profile.data) return <ErrorBox>Failed to load the business profile. Please refresh the page.</ErrorBox>;
  return (
    <BusinessProfileForm
      profile={profile.data}
      busy={save.isPending}
      serverError={serverError}
      onSubmit={(values) => {
        setServerError(null);
        save.mutate(values);
      }}
    />
  );
}
