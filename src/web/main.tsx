/** Entry of the SPA shell (pages that are not prerendered): nothing to show without the app, so start at once. */
import './styles.css';
import { startApp } from './app-start';

void startApp();
