/** email-providers ships JSON without types: its default export is the list of free and personal mail domains. */
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
