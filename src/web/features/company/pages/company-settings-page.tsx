export { PlaceholderPage as CompanySettingsPage } from '../../../components/layout/placeholder-page';
