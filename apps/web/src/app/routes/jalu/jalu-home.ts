// The first paint of /jalu: the area's layout and its home page, apart from the other pages
// (jalu-pages.ts), whose forms, maps and chat the home does not need.
export { JaluLayout } from '@/app/layouts/jalu-layout';
export { JaluHomePage } from './home-page';
