/** How to reach the company, shown in the footer and on /contact. */
export const SOCIAL_PROFILE_URL = 'https://www.instagram.com/grandtour.cars/';
export const SUPPORT_EMAIL = 'concierge@grandtour.fr';
export const SUPPORT_PHONE = '+33 1 99 00 12 34';
