/** Leaving the app for the provider's hosted checkout, in one place so tests can watch it. */
export const externalRedirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
