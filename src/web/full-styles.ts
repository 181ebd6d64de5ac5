// Every Mantine style the console uses, loaded with the signed-in shell and the setup page (see
// router.tsx); the first screen's share is in critical-styles.ts already. Mantine's full sheet
// repeats that share in the same order, so loading it later changes nothing already shown.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
