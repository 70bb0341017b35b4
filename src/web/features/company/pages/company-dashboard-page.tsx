export { PlaceholderPage as CompanyDashboardPage } from '../../../components/layout/placeholder-page';
