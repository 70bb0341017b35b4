export * from './competitions';
export * from './contact-submissions';
export * from './firms';
export * from './rate-limits';
