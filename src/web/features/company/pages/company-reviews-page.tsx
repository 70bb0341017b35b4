export { PlaceholderPage as CompanyReviewsPage } from '../../../components/layout/placeholder-page';
