export { PlaceholderPage as CreateCompanyPage } from '../../../components/layout/placeholder-page';
