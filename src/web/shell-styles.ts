// The styles the signed-in shell and the dashboard need beyond the first screen's
// (critical-styles.ts), in the order of Mantine's full sheet: loaded with the shell (router.tsx),
// so its first render does not wait for the whole sheet. Every other page loads the full sheet
// (full-styles.ts, via routes.tsx): it repeats these rules in the same order, so it changes
// nothing already shown.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Tooltip.css';
