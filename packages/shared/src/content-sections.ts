// The names of the content sections; zod-free, for the storefront's first download.
export const CONTENT_SECTIONS = {
  mainBanner: 'Main Banner',
  home: 'Home',
  login: 'Login',
  contactUs: 'Contact Us',
  footer: 'Footer',
} as const;
