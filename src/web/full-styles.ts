// Every Mantine style the console uses, loaded with every page but the dashboard (routes.tsx) and
// with the setup page (router.tsx); the first screen's share is in critical-styles.ts already, the
// shell's in shell-styles.ts. Mantine's full sheet
// repeats that share in the same order, so loading it later changes nothing already shown.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
