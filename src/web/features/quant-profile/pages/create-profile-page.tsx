import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WIZARD_STEPS, type ProjectPreferences, type WizardStep } from '../../../../shared/quant-profile';
import type { QuantProfileView } from '../../../../shared/contracts/quant-profile';
import { LoadError } from '../../../components/layout/load-error';
import { PageContainer } from '../../../components/layout/page';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { useProfile } from '../../profile/api';
import { useQuantProfile, useSaveEducation, useSaveExperience } from '../api';
import { BasicInfoForm } from '../components/basic-info-form';
import { EDUCATION_LIST, EXPERIENCE_LIST } from '../../../components/entry-list/entry-fields';
import { DegreeOverrideSelect, type DegreeChoice } from '../components/degree-override-select';
import { EntryListStep } from '../components/entry-list-step';
import { SkillsEditor } from '../components/skills-editor';
import { WizardSideCard } from '../components/wizard-side-card';
import { draftFrom, type WizardDraft } from '../draft';

const isStep = (value: string): value is WizardStep => WIZARD_STEPS.some((s) => s.id === value);

/** What the side card holds; it is saved with the basic step. */
interface SideState {
  isVisible: boolean;
  preferences: ProjectPreferences;
}

const sameSide = (a: SideState, b: SideState) =>
  a.isVisible === b.isVisible &&
  a.preferences.remote === b.preferences.remote &&
  a.preferences.fullTime === b.preferences.fullTime &&
  a.preferences.contract === b.preferences.contract;

/**
 * The four steps in tabs (spec §2, §4): each save moves on, the last goes to the dashboard, and tabs can be
 * opened freely. Every step stays mounted (hidden when not shown), so moving between tabs loses nothing typed.
 */
function Wizard({ draft }: { draft: WizardDraft }) {
  const navigate = useNavigate();
  const saveEducation = useSaveEducation();
  const saveExperience = useSaveExperience();
  const [step, setStep] = useState<WizardStep>('basic');
  const [side, setSide] = useState<SideState>({ isVisible: draft.isVisible, preferences: draft.preferences });
  const [savedSide, setSavedSide] = useState<SideState>(side);
  // Kept here with the mounted steps, so it survives a failed save and moving between tabs.
  const [degree, setDegree] = useState<DegreeChoice>(draft.degreeOverride);
  const derivedDegree = useQuantProfile().data?.derivedDegree ?? null;
  // A quarter for each step saved (now or before), never for merely opening a tab.
  const [saved, setSaved] = useState<ReadonlySet<WizardStep>>(() => new Set(draft.saved));
  const completion = (saved.size / WIZARD_STEPS.length) * 100;
  const next = (after: WizardStep) => () => {
    setSaved((steps) => new Set(steps).add(after));
    const index = WIZARD_STEPS.findIndex((s) => s.id === after);
    setStep(WIZARD_STEPS[index + 1]?.id ?? after);
  };

  const onBasicSaved = (view: QuantProfileView) => {
    setSavedSide({ isVisible: view.isVisible, preferences: view.preferences });
    next('basic')();
  };

  const panel = (value: WizardStep, title: string, lead: string, body: React.ReactNode) => (
    <TabsContent value={value} forceMount className="data-[state=inactive]:hidden">
      <Card>
        <CardContent className="space-y-5 p-4 sm:p-6">
          <div>
            <h2 className="text-xl font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{lead}</p>
          </div>
          {body}
        </CardContent>
      </Card>
    </TabsContent>
  );

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[18rem_1fr]">
      <aside aria-label="Profile progress and settings" className="lg:sticky lg:top-24 lg:self-start">
        <WizardSideCard
          completion={completion}
          isVisible={side.isVisible}
          onVisibleChange={(isVisible) => setSide({ ...side, isVisible })}
          preferences={side.preferences}
          onPreferencesChange={(preferences) => setSide({ ...side, preferences })}
          unsaved={!sameSide(side, savedSide)}
        />
      </aside>
      <TabsRoot value={step} onValueChange={(value) => isStep(value) && setStep(value)} className="min-w-0">
        <TabsList aria-label="Profile steps" className="grid w-full grid-cols-4">
          {WIZARD_STEPS.map((s) => (
            <TabsTrigger key={s.id} value={s.id} className="px-1 py-2 sm:px-3">
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {panel(
          'basic',
          'Basic Info',
          'Your name and headline as funds see them, with your rate and links.',
          <BasicInfoForm
            initial={draft.basic}
            isVisible={side.isVisible}
            preferences={side.preferences}
            onSaved={onBasicSaved}
          />,
        )}
        {panel(
          'education',
          'Education',
          'Add each degree or programme; every field is optional.',
          <div className="space-y-6">
            <DegreeOverrideSelect value={degree} derived={derivedDegree} onChange={setDegree} />
            <EntryListStep
              step="education"
              kind={EDUCATION_LIST}
              initial={draft.education}
              save={(entries) => saveEducation.mutateAsync({ entries, degreeOverride: degree === '' ? null : degree })}
              submitLabel="Save & Continue"
              success={{ title: 'Education saved' }}
              onSaved={next('education')}
            />
          </div>,
        )}
        {panel(
          'skills',
          'Skills',
          'The tools and methods you work with. Funds search by skill.',
          <SkillsEditor initial={draft.skills} onSaved={next('skills')} />,
        )}
        {panel(
          'experience',
          'Experience',
          'Your roles, newest first; years of experience are worked out from the dates.',
          <EntryListStep
            step="experience"
            kind={EXPERIENCE_LIST}
            initial={draft.experience}
            save={saveExperience.mutateAsync}
            submitLabel="Save & Complete Profile"
            success={{ title: 'Profile completed', description: 'Your profile has been created successfully' }}
            onSaved={() => void navigate('/dashboard')}
          />,
        )}
      </TabsRoot>
    </div>
  );
}

/** 'Create Your Quant Profile' (/quants/create-profile): loads what is saved, then the wizard edits it. */
export function CreateProfilePage() {
  const quant = useQuantProfile();
  const profile = useProfile();
  const failed = quant.isError ? quant : profile.isError ? profile : undefined;

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight">Create Your Quant Profile</h1>
      <p className="mt-2 text-muted">
        Four short steps. Each is saved on its own, so you can stop and come back at any time.
      </p>
      {/* Saved data first: a failed background refetch must not replace the wizard and lose what was typed. */}
      {quant.data && profile.data ? (
        <Wizard draft={draftFrom(quant.data, profile.data)} />
      ) : failed ? (
        <div className="mt-8">
          <LoadError message={failed.error?.message ?? ''} onRetry={() => void failed.refetch()} />
        </div>
      ) : (
        <div className="flex justify-center py-24">
          <Spinner label="Loading your quant profile" />
        </div>
      )}
    </PageContainer>
  );
}
