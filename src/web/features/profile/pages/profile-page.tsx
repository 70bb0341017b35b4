import { useState } from 'react';
import { Link } from 'react-router';
import type { ProfileUpdate } from '../../../../shared/profile';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useAuth } from '../../../lib/session';
import { useQuantProfile } from '../../quant-profile/api';
import { uploadAvatar, useProfile, useUpdateProfile } from '../api';
import { EducationTab, ExperienceTab } from '../components/history-tabs';
import { ApplicationEmailsCard } from '../components/application-emails-card';
import { AccountActivityCard } from '../components/account-activity-card';
import { AvatarCard } from '../components/avatar-card';
import { PersonalInfoForm } from '../components/personal-info-form';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { VisibilityCard } from '../components/visibility-card';
import { HideFromFirmsCard } from '../components/hide-from-firms-card';
import { MessageEmailsCard } from '../components/message-emails-card';
import { ProfileViewsCard } from '../components/profile-views-card';

/** Education or Experience, once the quant profile has loaded (the editors start from its saved lists). */
function HistoryPanel({ part }: { part: 'education' | 'experience' }) {
  const quant = useQuantProfile();
  return (
    <Card>
      <CardContent className="p-6">
        {quant.isPending ? (
          <Spinner label={`Loading your ${part}`} />
        ) : quant.isError ? (
          <LoadError message={quant.error.message} onRetry={() => void quant.refetch()} />
        ) : part === 'education' ? (
          <EducationTab initial={quant.data.education} />
        ) : (
          <ExperienceTab initial={quant.data.experienceData} />
        )}
      </CardContent>
    </Card>
  );
}

/** 'Your Profile' (spec §2): picture, visibility, Personal Info, Education, Experience, and security. */
export function ProfilePage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const { refresh } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(changes: ProfileUpdate) {
    setSaving(true);
    try {
      // The picture goes first; if it fails the rest is still saved, with the old picture (spec §8).
      if (file) {
        try {
          await uploadAvatar(file);
          setFile(null);
        } catch (error) {
          // The server's reason (e.g. not an image) is what the person can act on.
          toast({
            title: 'Upload Failed',
            description:
              error instanceof ApiError && error.message ? error.message : 'There was a problem uploading your avatar.',
            variant: 'destructive',
          });
        }
      }
      try {
        await update.mutateAsync(changes);
        toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
        await refresh();
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'Failed to update profile.';
        toast({ title: 'Update Failed', description: message || 'Failed to update profile.', variant: 'destructive' });
        throw error;
      }
    } finally {
      setSaving(false);
      await profile.refetch();
    }
  }

  if (profile.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your profile" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <PageContainer className="max-w-xl">
        <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />
      </PageContainer>
    );
  }
  const data = profile.data;
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight">Your Profile</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="space-y-6">
          <AvatarCard
            avatarUrl={data.avatarUrl}
            fullName={data.fullName}
            email={data.email}
            file={file}
            onFileChange={setFile}
          />
          <VisibilityCard />
          <HideFromFirmsCard />
          <ProfileViewsCard />
          <ApplicationEmailsCard />
          <MessageEmailsCard />
          <Card>
            <CardContent className="space-y-2 p-6 text-sm">
              <h2 className="text-base font-semibold">Quant profile</h2>
              <p className="text-muted">Your headline, skills and project preferences live in your quant profile.</p>
              <Link to="/quants/create-profile" className="font-medium text-primary underline underline-offset-4">
                Open the quant profile
              </Link>
            </CardContent>
          </Card>
        </div>
        <div className="space-y-6">
          <TabsRoot defaultValue="personal">
            <TabsList aria-label="Profile sections" layout="fill">
              <TabsTrigger value="personal">Personal Info</TabsTrigger>
              <TabsTrigger value="education">Education</TabsTrigger>
              <TabsTrigger value="experience">Experience</TabsTrigger>
              <TabsTrigger value="security">Security</TabsTrigger>
            </TabsList>
            <TabsContent value="personal">
              <Card>
                <CardContent className="p-6">
                  <PersonalInfoForm profile={data} saving={saving} onSave={save} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="education">
              <HistoryPanel part="education" />
            </TabsContent>
            <TabsContent value="experience">
              <HistoryPanel part="experience" />
            </TabsContent>
            <TabsContent value="security" className="space-y-6">
              <ChangePasswordCard />
              <TwoFactorCard />
              <AccountActivityCard />
              <DeleteAccountCard />
            </TabsContent>
          </TabsRoot>
        </div>
      </div>
    </PageContainer>
  );
}
