import * as applicantTracking from './applicant-tracking';
import * as auth from './auth';
import * as compensation from './compensation';
import * as company from './company';
import * as companyDashboard from './company-dashboard';
import * as competitions from './competitions';
import * as contact from './contact';
import * as emailTest from './email-test';
import * as firms from './firms';
import * as health from './health';
import * as internshipBoard from './internship-board';
import * as internships from './internships';
import * as interview from './interview';
import * as mail from './mail';
import * as messages from './messages';
import * as openapi from './openapi';
import * as operatorConsole from './operator-console';
import * as profile from './profile';
import * as projects from './projects';
import * as quantProfile from './quant-profile';
import * as talent from './talent';

/**
 * Every /api route but better-auth's own (/api/auth/*), declared once: method, path, request and answers. The server
 * binds each handler to its route (platform/contract.ts) and documents them all at /api/openapi.json; the web app
 * imports these as types only (lib/api-client.ts), so no zod reaches its bundles.
 */
export const API_ROUTES = [
  health.getHealthRoute,
  openapi.getOpenApiDocumentRoute,
  auth.getSignUpChallengeRoute,
  mail.getDevMailboxRoute,
  profile.getProfileRoute,
  profile.updateProfileRoute,
  profile.uploadAvatarRoute,
  profile.updateEmailPreferencesRoute,
  quantProfile.getQuantProfileRoute,
  quantProfile.saveBasicInfoRoute,
  quantProfile.saveSkillsRoute,
  quantProfile.saveEducationRoute,
  quantProfile.saveExperienceRoute,
  quantProfile.getVisibilityRoute,
  quantProfile.setVisibilityRoute,
  quantProfile.listBlocksRoute,
  quantProfile.searchBlockCandidatesRoute,
  quantProfile.addBlockRoute,
  quantProfile.removeBlockRoute,
  quantProfile.listProfileViewsRoute,
  messages.getInboxRoute,
  messages.getUnreadRoute,
  messages.getRecipientRoute,
  messages.getOfferBenchmarkRoute,
  messages.startConversationRoute,
  messages.getConversationRoute,
  messages.sendMessageRoute,
  messages.markReadRoute,
  messages.declineConversationRoute,
  messages.blockCompanyRoute,
  messages.reportConversationRoute,
  messages.listMessageReportsRoute,
  messages.resolveMessageReportRoute,
  operatorConsole.getOperatorQueuesRoute,
  companyDashboard.getDashboardSummaryRoute,
  companyDashboard.getTalentPipelineRoute,
  companyDashboard.getInterviewsAheadRoute,
  projects.listOwnProjectsRoute,
  projects.createProjectRoute,
  projects.getOwnProjectRoute,
  projects.updateProjectRoute,
  projects.deleteProjectRoute,
  projects.publishProjectRoute,
  projects.duplicateProjectRoute,
  projects.closeProjectRoute,
  projects.reopenProjectRoute,
  projects.renewProjectRoute,
  projects.listMarketProjectsRoute,
  projects.getMarketProjectRoute,
  projects.acceptProjectNdaRoute,
  projects.submitProposalRoute,
  projects.updateProposalRoute,
  projects.withdrawProposalRoute,
  projects.listMyProposalsRoute,
  projects.listProjectProposalsRoute,
  projects.shortlistProposalRoute,
  projects.declineProposalRoute,
  projects.acceptProposalRoute,
  projects.inviteToProjectRoute,
  projects.listProjectInvitationsRoute,
  projects.withdrawProjectInvitationRoute,
  projects.listMyProjectInvitationsRoute,
  talent.listTalentRoute,
  talent.getTalentProfileRoute,
  talent.runMatchRoute,
  talent.listRecentMatchesRoute,
  talent.listMatchSourcesRoute,
  interview.listPracticeQuestionsRoute,
  interview.submitAttemptRoute,
  interview.getInterviewProgressRoute,
  internships.listInternshipsRoute,
  internships.listMyApplicationsRoute,
  internships.applyRoute,
  internships.withdrawApplicationRoute,
  internships.downloadResumeRoute,
  internships.listMyInterviewsRoute,
  internships.bookInterviewRoute,
  internshipBoard.listOwnPositionsRoute,
  internshipBoard.postPositionRoute,
  internshipBoard.updatePositionRoute,
  internshipBoard.duplicatePositionRoute,
  internshipBoard.publishPositionRoute,
  internshipBoard.closePositionRoute,
  internshipBoard.confirmStillHiringRoute,
  internshipBoard.getPayBenchmarkRoute,
  applicantTracking.listApplicantsRoute,
  applicantTracking.exportApplicantsRoute,
  applicantTracking.getApplicationRoute,
  applicantTracking.downloadApplicantResumeRoute,
  applicantTracking.changeStatusRoute,
  applicantTracking.bulkChangeStatusRoute,
  applicantTracking.undoRejectionRoute,
  applicantTracking.addNoteRoute,
  applicantTracking.boardAnalyticsRoute,
  applicantTracking.universitiesRoute,
  applicantTracking.previewBulkEmailRoute,
  applicantTracking.sendBulkEmailRoute,
  applicantTracking.proposeInterviewsRoute,
  applicantTracking.listInterviewsRoute,
  company.getMyCompanyRoute,
  company.createCompanyRoute,
  company.updateCompanyRoute,
  company.deleteCompanyRoute,
  company.uploadCompanyLogoRoute,
  company.listMembersRoute,
  company.removeMemberRoute,
  company.leaveCompanyRoute,
  company.transferOwnershipRoute,
  company.inviteMemberRoute,
  company.revokeInvitationRoute,
  company.previewInvitationRoute,
  company.acceptInvitationRoute,
  company.getPublicCompanyRoute,
  company.listCompanyReviewsRoute,
  company.decideCompanyReviewRoute,
  emailTest.getEmailTestStatusRoute,
  emailTest.sendTestEmailRoute,
  firms.listFirmsRoute,
  firms.listAllFirmsRoute,
  firms.listVerifiedFirmsRoute,
  competitions.listCompetitionsRoute,
  compensation.listCompensationEntriesRoute,
  compensation.getCompensationStatisticsRoute,
  compensation.submitCompensationRoute,
  compensation.hideCompensationEntryRoute,
  contact.getCsrfTokenRoute,
  contact.submitContactRoute,
] as const;

export type ApiRoute = (typeof API_ROUTES)[number];
