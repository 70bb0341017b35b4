export { PlaceholderPage as CompanyInvitationPage } from '../../../components/layout/placeholder-page';
