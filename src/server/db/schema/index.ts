export * from './auth';
export * from './competitions';
export * from './contact-submissions';
export * from './firms';
export * from './mail-outbox';
export * from './rate-limits';
export * from './profiles';
export * from './quant-profiles';
