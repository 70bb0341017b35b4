import { describe, expect, it } from 'vitest';
import type { OwnProject } from '../../../shared/contracts/projects';
import { invitableProjects } from './invitable-projects';

const NOW = new Date('2026-11-25T12:00:00.000Z');

const OPEN: OwnProject = {
  id: 'open',
  status: 'published',
  title: 'Open project',
  description: 'Calibrate an SVI surface.',
  summary: '',
  skills: ['Python'],
  projectType: 'research',
  category: 'fx',
  duration: { value: 6, unit: 'weeks' },
  completionDate: null,
  budget: { type: 'fixed', min: 12000, max: 12000 },
  milestones: [],
  minExperience: null,
  education: null,
  fieldOfStudy: null,
  additionalRequirements: '',
  workType: 'remote',
  visibility: 'private',
  nda: true,
  plan: 'standard',
  featured: false,
  urgent: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  renewedAt: null,
  closedAt: null,
  canRenew: false,
  publishProblems: {},
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the projects a quant can be invited to', () => {
  it('keeps published listings not yet ended, in their order, and leaves out everything else', () => {
    const projects: OwnProject[] = [
      { ...OPEN, id: 'draft', status: 'draft', publishedAt: null, expiresAt: null },
      OPEN,
      { ...OPEN, id: 'in-progress', status: 'in_progress' },
      { ...OPEN, id: 'closed', status: 'closed', closedAt: '2026-11-24T10:00:00.000Z' },
      { ...OPEN, id: 'ended', expiresAt: '2026-11-25T11:59:59.000Z' },
      { ...OPEN, id: 'public', visibility: 'public', nda: false },
    ];
    expect(invitableProjects(projects, NOW).map((p) => p.id)).toEqual(['open', 'public']);
  });

  it('finds none when the company has no open project', () => {
    expect(invitableProjects([], NOW)).toEqual([]);
    expect(invitableProjects([{ ...OPEN, status: 'draft' }], NOW)).toEqual([]);
  });
});
