export { PlaceholderPage as PublicCompanyPage } from '../../../components/layout/placeholder-page';
